//! Incremental move construction: pick a move step by step (origin, direction, stone,
//! path pit…), offered only steps that still complete to a legal move, with undo.

use crate::core::IllegalKind;
use crate::core::{MoveError, Step, StepInfo};
use crate::rules::Rules;

/// A move being built on a position. The position is passed to each call so the builder
/// can live in a game resource beside it.
#[derive(Clone, Debug)]
pub struct MoveBuilder<R: Rules> {
    steps: Vec<Step>,
    info: StepInfo<R::Move>,
}

impl<R: Rules> MoveBuilder<R> {
    /// An empty build on `pos`.
    pub fn new(pos: &R) -> Result<MoveBuilder<R>, MoveError> {
        Ok(MoveBuilder {
            steps: Vec::new(),
            info: pos.steps(&[])?,
        })
    }

    /// The steps taken so far.
    pub fn steps(&self) -> &[Step] {
        &self.steps
    }

    /// The steps that may follow.
    pub fn options(&self) -> &[Step] {
        &self.info.next
    }

    /// The move built so far, if it is complete (it may still be extended, e.g. a chain).
    pub fn complete(&self) -> Option<&R::Move> {
        self.info.complete.as_ref()
    }

    /// Takes a step; only offered steps are accepted, anything else changes nothing.
    pub fn push(&mut self, pos: &R, step: Step) -> Result<(), MoveError> {
        if !self.info.next.contains(&step) {
            return Err(MoveError::illegal(
                IllegalKind::NotOffered,
                format!("{step:?} is not a legal next step"),
            ));
        }
        self.steps.push(step);
        match pos.steps(&self.steps) {
            Ok(info) => {
                self.info = info;
                Ok(())
            }
            Err(e) => {
                self.steps.pop();
                Err(e)
            }
        }
    }

    /// Undoes the last step, returning it.
    pub fn undo(&mut self, pos: &R) -> Option<Step> {
        let s = self.steps.pop()?;
        self.info = pos
            .steps(&self.steps)
            .expect("a prefix of offered steps stays valid");
        Some(s)
    }
}

/// Every complete move reachable through the builder (for tests on small positions).
pub fn all_built_moves<R: Rules>(pos: &R, limit: usize) -> Result<Vec<R::Move>, MoveError> {
    fn go<R: Rules>(
        pos: &R,
        prefix: &mut Vec<Step>,
        out: &mut Vec<R::Move>,
        limit: usize,
    ) -> Result<(), MoveError> {
        if out.len() > limit {
            return Ok(());
        }
        let info = pos.steps(prefix)?;
        if info.next.is_empty() && info.complete.is_none() {
            return Err(MoveError::illegal(
                IllegalKind::NotOffered,
                format!("dead end after {prefix:?}"),
            ));
        }
        if let Some(m) = info.complete {
            out.push(m);
        }
        for s in info.next {
            prefix.push(s);
            go(pos, prefix, out, limit)?;
            prefix.pop();
        }
        Ok(())
    }
    let mut out = Vec::new();
    if pos.finished().is_some() {
        return Ok(out);
    }
    go(pos, &mut Vec::new(), &mut out, limit)?;
    Ok(out)
}

/// Build steps for games whose moves can be listed: each move maps to its step sequence,
/// and a prefix offers the distinct next steps of the moves it starts.
pub fn steps_from_list<M: Clone>(
    moves: &[M],
    to_steps: impl Fn(&M) -> Vec<Step>,
    prefix: &[Step],
) -> Result<StepInfo<M>, MoveError> {
    let mut info = StepInfo {
        next: Vec::new(),
        complete: None,
    };
    let mut any = false;
    for m in moves {
        let s = to_steps(m);
        if s.starts_with(prefix) {
            any = true;
            if s.len() == prefix.len() {
                info.complete = Some(m.clone());
            } else if !info.next.contains(&s[prefix.len()]) {
                info.next.push(s[prefix.len()]);
            }
        }
    }
    if !any && !prefix.is_empty() {
        return Err(MoveError::illegal(
            IllegalKind::NotOffered,
            "no legal move starts with these steps",
        ));
    }
    Ok(info)
}
