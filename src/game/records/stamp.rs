//! Dates in a save's words and names: when it was saved, as `YYYY-MM-DD HH:MM` (UTC), and
//! the names the game gives saves it makes itself (in the player's language: "unfinished-
//! 2026-11-29-040512", "unbeendet-…"), not a count of seconds.

/// Year, month, day, hour, minute and second of `secs` since 1970 (UTC).
fn civil(secs: u64) -> (i64, i64, i64, u64, u64, u64) {
    let days = (secs / 86_400) as i64;
    let (h, mi, s) = ((secs % 86_400) / 3600, (secs % 3600) / 60, secs % 60);
    // Civil date from days since 1970-01-01 (Howard Hinnant's algorithm).
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    let y = yoe + era * 400 + i64::from(m <= 2);
    (y, m, d, h, mi, s)
}

/// A date from seconds since 1970, as `YYYY-MM-DD HH:MM` UTC.
pub fn date_text(secs: u64) -> String {
    let (y, m, d, h, mi, _) = civil(secs);
    format!("{y:04}-{m:02}-{d:02} {h:02}:{mi:02}")
}

/// A time (seconds since 1970; `None`: now) for a save's name: `YYYY-MM-DD-HHMMSS` (UTC;
/// the seconds keep two saves of one minute apart).
pub fn name_stamp(at: Option<u64>) -> String {
    let secs = at.unwrap_or_else(|| {
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_secs())
            .unwrap_or(0)
    });
    let (y, m, d, h, mi, s) = civil(secs);
    format!("{y:04}-{m:02}-{d:02}-{h:02}{mi:02}{s:02}")
}
