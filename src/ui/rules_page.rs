//! A rules page on screen: the small part of Markdown the rules pages use (headings,
//! paragraphs, bullets, `**bold**` lead words, fenced diagrams, comments left out),
//! read into blocks and shown as egui labels, so a screen reader reads it in order.

use bevy_egui::egui;

/// One block of a page.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Block {
    /// A heading: level (1 the page title) and text.
    Heading(u8, String),
    /// A paragraph, its lines joined.
    Paragraph(String),
    /// A bullet point.
    Bullet(String),
    /// A fenced block: a board diagram, drawn in a fixed-width font.
    Diagram(String),
}

/// Reads a page into blocks. Lines the page format does not know are an error for the
/// tests (every page is checked, so a page never shows raw Markdown); never shown.
pub fn parse(page: &str) -> Result<Vec<Block>, String> {
    let mut blocks = Vec::new();
    let mut lines = page.lines().peekable();
    let mut para: Vec<&str> = Vec::new();
    let flush = |para: &mut Vec<&str>, blocks: &mut Vec<Block>| {
        if !para.is_empty() {
            blocks.push(Block::Paragraph(para.join(" ")));
            para.clear();
        }
    };
    while let Some(line) = lines.next() {
        let t = line.trim_end();
        if t.is_empty() {
            flush(&mut para, &mut blocks);
        } else if t.starts_with("<!--") {
            flush(&mut para, &mut blocks);
            if !t.ends_with("-->") {
                return Err(format!("a comment must fit on one line: {t}")); // not shown
            }
        } else if t.starts_with("```") {
            flush(&mut para, &mut blocks);
            let mut body = Vec::new();
            loop {
                match lines.next() {
                    Some(l) if l.starts_with("```") => break,
                    Some(l) => body.push(l),
                    None => return Err("a diagram is not closed".into()), // not shown
                }
            }
            blocks.push(Block::Diagram(body.join("\n")));
        } else if let Some(h) = t.strip_prefix("## ") {
            flush(&mut para, &mut blocks);
            blocks.push(Block::Heading(2, h.to_string()));
        } else if let Some(h) = t.strip_prefix("# ") {
            flush(&mut para, &mut blocks);
            blocks.push(Block::Heading(1, h.to_string()));
        } else if let Some(b) = t.strip_prefix("- ") {
            flush(&mut para, &mut blocks);
            blocks.push(Block::Bullet(b.to_string()));
        } else if t.starts_with(['#', '|', '>', '*', '[']) && !t.starts_with("**") {
            return Err(format!("not a line a rules page may have: {t}")); // not shown
        } else {
            para.push(t);
        }
    }
    flush(&mut para, &mut blocks);
    Ok(blocks)
}

/// Splits `**lead** rest` into the bold lead and the rest; text without a bold lead is
/// all rest. Any other `**` is left out.
pub fn lead(text: &str) -> (Option<&str>, String) {
    if let Some(after) = text.strip_prefix("**")
        && let Some(end) = after.find("**")
    {
        return (Some(&after[..end]), after[end + 2..].replace("**", ""));
    }
    (None, text.replace("**", ""))
}

/// Shows a page's blocks. Each heading, paragraph and point takes the keyboard focus
/// (Tab, Up and Down walk them), so a screen reader reads the rules by focus; a diagram,
/// which the text beside it explains, does not.
pub fn show(ui: &mut egui::Ui, blocks: &[Block]) {
    for (n, b) in blocks.iter().enumerate() {
        match b {
            Block::Heading(1, h) => {
                let size = egui::TextStyle::Heading.resolve(ui.style()).size;
                read(ui, egui::RichText::new(h).strong().size(size), h);
            }
            Block::Heading(_, h) => {
                ui.add_space(6.0);
                read(ui, egui::RichText::new(h).strong().size(17.0), h);
            }
            Block::Paragraph(p) => rich(ui, p, ""),
            Block::Bullet(p) => rich(ui, p, "• "),
            Block::Diagram(d) => {
                // Each diagram its own scroll state: two of the same size once shared one.
                egui::ScrollArea::horizontal()
                    .id_salt(("diagram", n))
                    .show(ui, |ui| {
                        ui.label(egui::RichText::new(d).monospace().size(11.0));
                    });
            }
        }
    }
}

/// A block of text that takes the keyboard focus, said as `plain` (a point without its
/// bullet, which a reader names).
fn read(ui: &mut egui::Ui, text: impl Into<egui::WidgetText>, plain: &str) {
    crate::ui::readable::readable(ui, egui::Label::new(text), plain);
}

fn rich(ui: &mut egui::Ui, text: &str, bullet: &str) {
    let (bold, rest) = lead(text);
    let mut job = egui::text::LayoutJob::default();
    let style = ui.style();
    let body = egui::TextStyle::Body.resolve(style);
    let colour = style.visuals.text_color();
    let plain = egui::TextFormat::simple(body.clone(), colour);
    job.append(bullet, 0.0, plain.clone());
    if let Some(b) = bold {
        let strong = egui::TextFormat::simple(body, style.visuals.strong_text_color());
        job.append(b, 0.0, strong);
    }
    job.append(&rest, 0.0, plain);
    let plain = format!("{}{rest}", bold.unwrap_or_default());
    read(ui, job, &plain);
}
