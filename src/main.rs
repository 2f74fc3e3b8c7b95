//! The Sowing desktop game. `sowing` opens the title screen; `sowing --demo GAME` plays a
//! game by itself; `--screenshot FILE --frames N` saves a window screenshot in the play
//! screen once N frames have passed and the first move has played out, then exits.

use std::path::PathBuf;
use std::process::ExitCode;

use bevy::prelude::*;
use bevy::render::view::screenshot::{Screenshot, save_to_disk};
use sowing::anim::AnimQueue;
use sowing::computer::ThinkBudget;
use sowing::play::{Match, Seat};
use sowing::screens::Screen;
use sowing_ai::Level;
use sowing_rules::GameKind;

#[derive(Resource, Clone, Debug, Default)]
struct Shot {
    path: Option<PathBuf>,
    frames: u32,
    seen: u32,
    taken: Option<u32>,
}

fn usage() -> &'static str {
    "usage: sowing [--demo myra|esiema|tricala|umel_bagara] [--players N] [--screenshot FILE.png] [--frames N]"
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut demo = None;
    let mut players = None;
    let mut shot = Shot {
        frames: 30,
        ..default()
    };
    let mut it = args.iter();
    while let Some(a) = it.next() {
        let mut val = || it.next().cloned().ok_or(format!("{a} needs a value"));
        let r: Result<(), String> = (|| {
            match a.as_str() {
                "--demo" => {
                    let g = val()?;
                    demo = Some(GameKind::parse(&g).ok_or(format!("unknown game '{g}'"))?);
                }
                "--players" => {
                    players = Some(
                        val()?
                            .parse::<u8>()
                            .map_err(|_| "--players needs a number".to_string())?,
                    )
                }
                "--screenshot" => shot.path = Some(PathBuf::from(val()?)),
                "--frames" => {
                    shot.frames = val()?
                        .parse()
                        .map_err(|_| "--frames needs a number".to_string())?
                }
                "--help" | "-h" => return Err(usage().into()),
                other => return Err(format!("unknown argument '{other}'")),
            }
            Ok(())
        })();
        if let Err(e) = r {
            eprintln!("sowing: {e}\n{}", usage());
            return ExitCode::from(2);
        }
    }
    let mut app = App::new();
    app.add_plugins(DefaultPlugins.set(WindowPlugin {
        primary_window: Some(Window {
            title: "Sowing".into(),
            resolution: (1280, 720).into(),
            ..default()
        }),
        ..default()
    }));
    app.add_plugins((sowing::logic_plugin, sowing::render_plugin));
    if let Some(kind) = demo {
        let n = players.unwrap_or(*kind.player_range().start());
        match Match::new(
            kind,
            n,
            Default::default(),
            vec![Seat::Computer(Level::Easy); n as usize],
        ) {
            Ok(m) => {
                app.insert_resource(m);
                app.insert_resource(ThinkBudget {
                    iterations: Some(40),
                });
                app.insert_state(Screen::Play);
            }
            Err(e) => {
                eprintln!("sowing: {e}");
                return ExitCode::from(2);
            }
        }
    }
    if shot.path.is_some() {
        app.insert_resource(shot);
        app.add_systems(
            Update,
            screenshot
                .after(sowing::Phase::Reconcile)
                .run_if(in_state(Screen::Play)),
        );
    }
    match app.run() {
        AppExit::Success => ExitCode::SUCCESS,
        AppExit::Error(c) => ExitCode::from(c.get()),
    }
}

#[allow(clippy::too_many_arguments)]
fn screenshot(
    mut commands: Commands,
    mut shot: ResMut<Shot>,
    m: Res<Match>,
    queue: Res<AnimQueue>,
    cams: Query<(&Camera, &GlobalTransform)>,
    pits: Query<&GlobalTransform, With<sowing::board::Pit>>,
    mut exit: MessageWriter<AppExit>,
) {
    shot.seen += 1;
    match shot.taken {
        None if shot.seen >= shot.frames && !m.moves.is_empty() && queue.is_idle() => {
            let path = shot.path.clone().expect("path");
            // The pit centres as seen on screen, for the smoke test's pixel check.
            if let Ok((cam, cam_t)) = cams.single() {
                let centres: Vec<[f32; 2]> = pits
                    .iter()
                    .filter_map(|t| cam.world_to_viewport(cam_t, t.translation()).ok())
                    .map(|v| [v.x, v.y])
                    .collect();
                let mut side = path.clone().into_os_string();
                side.push(".pits.json");
                if let Err(e) =
                    std::fs::write(&side, serde_json::to_string(&centres).expect("numbers"))
                {
                    error!("cannot write {}: {e}", side.to_string_lossy());
                }
            }
            commands
                .spawn(Screenshot::primary_window())
                .observe(save_to_disk(path));
            shot.taken = Some(shot.seen);
        }
        Some(at) if shot.seen > at + 10 => {
            exit.write(AppExit::Success);
        }
        _ => {}
    }
}
