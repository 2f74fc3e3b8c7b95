//! The Sowing desktop game. `sowing` opens the title screen; `sowing --demo GAME` plays a
//! game by itself; `--screenshot FILE --frames N` saves a window screenshot in the play
//! screen once N frames have passed and the first move has played out, then exits;
//! `--bench FILE --frames N` measures frame times over N frames of play and writes them.

use std::path::PathBuf;
use std::process::ExitCode;

use bevy::prelude::*;
use bevy::render::view::screenshot::{Screenshot, save_to_disk};
use sowing::anim::AnimQueue;
use sowing::computer::ThinkBudget;
use sowing::play::{Match, Seat};
use sowing::screens::Screen;
use sowing::settings::{PieceStyle, View};
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
    "usage: sowing [--demo myra|esiema|tricala|umel_bagara] [--players N] [--after-setup] \
     [--pieces balls|shapes] [--view table|top] [--window WxH] [--screenshot FILE.png] [--bench FILE.json] [--frames N]"
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut demo = None;
    let mut players = None;
    let mut after_setup = false;
    // The player's saved settings; a damaged file gives the defaults and a warning.
    let config = sowing::settings::ConfigDir::default();
    let (mut settings, settings_warning) = sowing::settings::load(&config.file());
    let mut bench: Option<PathBuf> = None;
    let mut size: (u32, u32) = (1280, 720);
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
                "--bench" => bench = Some(PathBuf::from(val()?)),
                "--after-setup" => after_setup = true,
                "--window" => {
                    let v = val()?;
                    let (w, h) = v
                        .split_once('x')
                        .and_then(|(w, h)| Some((w.parse().ok()?, h.parse().ok()?)))
                        .filter(|&(w, h): &(u32, u32)| {
                            (200..=8000).contains(&w) && (150..=8000).contains(&h)
                        })
                        .ok_or(format!("--window: '{v}' is not WIDTHxHEIGHT"))?;
                    size = (w, h);
                }
                "--pieces" => {
                    settings.pieces = match val()?.as_str() {
                        "balls" => PieceStyle::Balls,
                        "shapes" => PieceStyle::Shapes,
                        other => return Err(format!("--pieces: unknown style '{other}'")),
                    }
                }
                "--view" => {
                    settings.view = match val()?.as_str() {
                        "table" => View::Table,
                        "top" => View::TopDown,
                        other => return Err(format!("--view: unknown view '{other}'")),
                    }
                }
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
    if (shot.path.is_some() || bench.is_some() || after_setup) && demo.is_none() {
        eprintln!(
            "sowing: --screenshot, --bench and --after-setup need --demo GAME\n{}",
            usage()
        );
        return ExitCode::from(2);
    }
    let launched = std::time::Instant::now();
    let frames = shot.frames;
    let mut app = App::new();
    // Screenshots and benchmarks compile pipelines before drawing: no frame is blank.
    let measured = shot.path.is_some() || bench.is_some();
    app.add_plugins(
        DefaultPlugins
            .set(WindowPlugin {
                primary_window: Some(Window {
                    title: "Sowing".into(),
                    resolution: size.into(),
                    ..default()
                }),
                ..default()
            })
            .set(bevy::render::RenderPlugin {
                synchronous_pipeline_compilation: measured,
                ..default()
            }),
    );
    app.add_plugins((sowing::logic_plugin, sowing::render_plugin));
    app.insert_resource(sowing::anim::AnimSpeed(settings.seconds_per_step));
    app.insert_resource(settings);
    app.insert_resource(config);
    if let Some(w) = settings_warning {
        warn!("{w}");
        app.insert_resource(sowing::settings::SettingsNotice(Some(w)));
    }
    // Redraw on input only (screen readers stay responsive), but every frame while a
    // move plays out or a computer thinks.
    if shot.path.is_none() && bench.is_none() && demo.is_none() {
        app.insert_resource(bevy::winit::WinitSettings::desktop_app());
        app.add_systems(Last, keep_drawing);
    }
    if let Some(kind) = demo {
        let n = players.unwrap_or(*kind.player_range().start());
        match Match::new(
            kind,
            n,
            Default::default(),
            vec![Seat::Computer(Level::Easy); n as usize],
        ) {
            Ok(mut m) => {
                if after_setup {
                    // Random placements fill the board, as after a real setup.
                    let mut rng = sowing_rules::Rng::new(7);
                    while m.game.phase() == sowing_rules::Phase::Setup {
                        let Some(mv) = m.game.random_move_text(&mut rng) else {
                            break;
                        };
                        if m.game.play_text(&mv).is_err() {
                            break;
                        }
                    }
                }
                app.insert_resource(m);
                // A demo never replaces the player's autosaved game.
                app.insert_resource(sowing::records::Autosave(false));
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
    if let Some(path) = bench {
        app.insert_resource(Bench {
            path,
            frames,
            launched: Some(launched),
            ..default()
        });
        app.add_systems(First, bench_start);
        app.add_systems(Last, bench_end);
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

/// Frame-time measurements for `--bench`.
#[derive(Resource, Default)]
struct Bench {
    path: PathBuf,
    frames: u32,
    launched: Option<std::time::Instant>,
    frame_start: Option<std::time::Instant>,
    last_frame: Option<std::time::Instant>,
    interactive_ms: Option<f64>,
    board_frames: u32,
    /// (main-world CPU ms, whole frame ms, animating) per measured frame.
    samples: Vec<(f64, f64, bool)>,
    done: bool,
}

fn bench_start(mut b: ResMut<Bench>) {
    b.frame_start = Some(std::time::Instant::now());
}

fn stats(v: &mut [f64]) -> serde_json::Value {
    if v.is_empty() {
        return serde_json::Value::Null;
    }
    v.sort_by(f64::total_cmp);
    let mean = v.iter().sum::<f64>() / v.len() as f64;
    let pct = |q: f64| v[((v.len() - 1) as f64 * q).round() as usize];
    serde_json::json!({
        "frames": v.len(),
        "mean_ms": (mean * 1000.0).round() / 1000.0,
        "median_ms": (pct(0.5) * 1000.0).round() / 1000.0,
        "p95_ms": (pct(0.95) * 1000.0).round() / 1000.0,
        "max_ms": (pct(1.0) * 1000.0).round() / 1000.0,
    })
}

fn bench_end(
    mut b: ResMut<Bench>,
    screen: Res<State<Screen>>,
    queue: Res<AnimQueue>,
    pits: Query<(), With<sowing::board::Pit>>,
    mut exit: MessageWriter<AppExit>,
) {
    let now = std::time::Instant::now();
    if b.done {
        return;
    }
    let cpu = b
        .frame_start
        .map(|s| (now - s).as_secs_f64() * 1000.0)
        .unwrap_or(0.0);
    let frame = b
        .last_frame
        .map(|s| (now - s).as_secs_f64() * 1000.0)
        .unwrap_or(0.0);
    b.last_frame = Some(now);
    if *screen.get() != Screen::Play || pits.is_empty() {
        return;
    }
    if b.interactive_ms.is_none() {
        // The board exists from the first of these frames; pipelined rendering keeps at
        // most one frame in flight, so by the end of the third it has been on screen.
        b.board_frames += 1;
        if b.board_frames >= 3 {
            b.interactive_ms = b.launched.map(|l| (now - l).as_secs_f64() * 1000.0);
        }
        return;
    }
    let animating = !queue.is_idle();
    b.samples.push((cpu, frame, animating));
    if b.samples.len() as u32 >= b.frames {
        b.done = true;
        // The first frames compile pipelines: leave the first tenth out.
        let skip = b.samples.len() / 10;
        let kept = &b.samples[skip..];
        let mut cpu_all: Vec<f64> = kept.iter().map(|s| s.0).collect();
        let mut frame_all: Vec<f64> = kept.iter().map(|s| s.1).collect();
        let mut cpu_anim: Vec<f64> = kept.iter().filter(|s| s.2).map(|s| s.0).collect();
        let mut frame_anim: Vec<f64> = kept.iter().filter(|s| s.2).map(|s| s.1).collect();
        let out = serde_json::json!({
            "launch_to_interactive_ms": b.interactive_ms,
            "main_world_cpu": stats(&mut cpu_all),
            "frame": stats(&mut frame_all),
            "main_world_cpu_animating": stats(&mut cpu_anim),
            "frame_animating": stats(&mut frame_anim),
        });
        let text = serde_json::to_string_pretty(&out).expect("json");
        println!("{text}");
        if let Err(e) = std::fs::write(&b.path, text) {
            eprintln!("sowing: cannot write {}: {e}", b.path.display());
        }
        exit.write(AppExit::Success);
    }
}

/// While something moves on its own, ask for the next frame.
fn keep_drawing(
    queue: Res<AnimQueue>,
    thinking: Res<sowing::computer::Thinking>,
    replay: Res<sowing::records::ReplayPlayer>,
    glides: Query<(), With<sowing::motion::Glide>>,
    mut redraw: MessageWriter<bevy::window::RequestRedraw>,
) {
    if !queue.is_idle() || thinking.busy() || replay.playing || !glides.is_empty() {
        redraw.write(bevy::window::RequestRedraw);
    }
}
