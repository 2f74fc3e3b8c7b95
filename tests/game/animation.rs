//! Animation and time: events played one by one, glides, captures flying off, computer seats, pause, the camera framing every board.

use bevy::prelude::*;
use sowing::animation::anim::Visual;
use sowing::animation::motion::{Ghost, Glide};
use sowing::board::pieces::{Pit, PitPiece};
use sowing::game::computer::Thinking;
use sowing::game::play::{Match, MoveRequest, Seat};
use sowing::game::queue::AnimQueue;
use sowing::game::screens::Overlay;
use sowing::settings::AnimSpeed;
use sowing_ai::Level;
use sowing_rules::{GameKind, Piece};
use std::collections::HashMap;

use crate::support::*;

#[test]
fn animation_plays_event_by_event() {
    let mut app = app_with(humans(GameKind::UmelBagara, 2));
    app.insert_resource(AnimSpeed(10.0));
    app.world_mut().write_message(MoveRequest("1".into()));
    app.update();
    app.update();
    // Nothing but the first visible event has played: the move waits on the clock.
    assert!(!app.world().resource::<AnimQueue>().is_idle());
    let before = app.world().resource::<Match>().game.to_json();
    app.world_mut().write_message(MoveRequest("1".into()));
    app.update();
    assert_eq!(
        app.world().resource::<Match>().game.to_json(),
        before,
        "no move while one animates"
    );
    app.insert_resource(AnimSpeed(0.0));
    settle(&mut app);
    assert_board_matches(&mut app);
}

#[test]
fn two_computer_seats_play_to_the_end_while_frames_go_on() {
    let m = Match::new(
        GameKind::UmelBagara,
        2,
        Default::default(),
        vec![Seat::Computer(Level::Easy); 2],
    )
    .unwrap();
    let mut app = app_with(m);
    let mut frames_while_thinking = 0;
    for _ in 0..200_000 {
        app.update();
        if app.world().resource::<Thinking>().busy() {
            frames_while_thinking += 1;
        }
        if app.world().resource::<Match>().game.finished().is_some()
            && app.world().resource::<AnimQueue>().is_idle()
        {
            break;
        }
    }
    let m = app.world().resource::<Match>();
    assert!(
        m.game.finished().is_some(),
        "the game ended after {} moves",
        m.moves.len()
    );
    assert!(
        frames_while_thinking > 0,
        "frames completed while a search was pending"
    );
    assert_board_matches(&mut app);
    // The finished game opens the game-over window once its last move has played out.
    app.update();
    app.update();
    assert_eq!(
        *app.world().resource::<State<Overlay>>().get(),
        Overlay::GameOver
    );
}

#[test]
fn a_game_taken_back_from_its_end_shows_game_over_again_when_it_ends_again() {
    // A finished game of Umel Bagara between two humans: the computer's line, replayed.
    let mut bots = app_with(
        Match::new(
            GameKind::UmelBagara,
            2,
            Default::default(),
            vec![Seat::Computer(Level::Easy); 2],
        )
        .unwrap(),
    );
    for _ in 0..200_000 {
        bots.update();
        if bots.world().resource::<Match>().game.finished().is_some() {
            break;
        }
    }
    let line = bots.world().resource::<Match>().line();
    let mut m = humans(GameKind::UmelBagara, 2);
    for mv in &line {
        m.play(mv).unwrap();
    }
    assert!(m.game.finished().is_some());
    let mut app = app_with(m);
    let over = |app: &App| *app.world().resource::<State<Overlay>>().get() == Overlay::GameOver;
    for _ in 0..5 {
        app.update();
    }
    assert!(over(&app), "the game-over window opens at the end");
    set_overlay(&mut app, Overlay::None);
    app.world_mut()
        .write_message(sowing::game::play::History::Undo);
    for _ in 0..5 {
        app.update();
    }
    assert!(app.world().resource::<Match>().game.finished().is_none());
    assert!(!over(&app));
    app.world_mut()
        .write_message(sowing::game::play::History::Redo);
    for _ in 0..5 {
        app.update();
    }
    assert!(
        app.world().resource::<Match>().game.finished().is_some(),
        "redo ends the game again"
    );
    assert!(
        over(&app),
        "the game-over window opens again when the game ends again"
    );
}

#[test]
fn pause_holds_the_animation_and_the_computer() {
    let mut app = app_with(humans(GameKind::UmelBagara, 2));
    app.insert_resource(AnimSpeed(10.0));
    app.world_mut().write_message(MoveRequest("1".into()));
    app.update();
    set_overlay(&mut app, Overlay::Paused);
    app.insert_resource(AnimSpeed(0.0));
    for _ in 0..5 {
        app.update();
    }
    assert!(
        !app.world().resource::<AnimQueue>().is_idle(),
        "a paused move does not play on"
    );
    set_overlay(&mut app, Overlay::None);
    settle(&mut app);
    assert_board_matches(&mut app);

    // A computer to move does not think while paused, and thinks again on resuming.
    let m = against_computer(GameKind::UmelBagara);
    let mut app = app_with(m);
    set_overlay(&mut app, Overlay::Paused);
    app.world_mut().write_message(MoveRequest("1".into()));
    for _ in 0..20 {
        app.update();
        assert!(!app.world().resource::<Thinking>().busy());
    }
    assert_eq!(app.world().resource::<Match>().moves.len(), 1);
    set_overlay(&mut app, Overlay::None);
    settle(&mut app);
    for _ in 0..10_000 {
        app.update();
        if app.world().resource::<Match>().moves.len() > 1 {
            break;
        }
    }
    assert_eq!(app.world().resource::<Match>().moves.len(), 2);
}

#[test]
fn pieces_glide_between_pits_and_land_in_place() {
    let mut app = app_with(humans(GameKind::UmelBagara, 2));
    app.insert_resource(AnimSpeed(0.05));
    app.world_mut().write_message(MoveRequest("1".into()));
    let mut glided = 0;
    for _ in 0..100 {
        app.update();
        glided += app
            .world_mut()
            .query_filtered::<(), With<Glide>>()
            .iter(app.world())
            .count();
    }
    assert!(glided > 0, "dropped pieces glide in");
    let left: Vec<String> = app
        .world_mut()
        .query::<(&Name, &Glide)>()
        .iter(app.world())
        .map(|(n, g)| format!("{n} {g:?}"))
        .collect();
    assert!(left.is_empty(), "every glide ends: {left:?}");
    assert_eq!(
        app.world_mut()
            .query_filtered::<(), With<Ghost>>()
            .iter(app.world())
            .count(),
        0,
        "no flying piece is left behind"
    );
    assert_board_matches(&mut app);
    // Every piece rests at its place in its pit.
    let pits: HashMap<Entity, Vec<Piece>> = app
        .world_mut()
        .query::<(Entity, &Pit)>()
        .iter(app.world())
        .map(|(e, p)| (e, vec![Piece::Small(p.index as u8)]))
        .collect();
    let mut per_pit: HashMap<Entity, Vec<Vec3>> = HashMap::new();
    for (t, parent) in app
        .world_mut()
        .query_filtered::<(&Transform, &ChildOf), With<PitPiece>>()
        .iter(app.world())
    {
        assert!(pits.contains_key(&parent.parent()));
        per_pit
            .entry(parent.parent())
            .or_default()
            .push(t.translation);
    }
    for spots in per_pit.values() {
        for (i, p) in spots.iter().enumerate() {
            assert!(p.y < 0.5, "piece {i} rests in its pit, not in the air: {p}");
        }
    }
}

#[test]
fn captured_pieces_fly_off_and_the_board_still_matches() {
    // A Tricala game played with a visible (short) animation: captures leave ghosts that
    // fly off and vanish; the pits always end equal to the position.
    let mut app = app_with(humans(GameKind::Tricala, 2));
    app.insert_resource(AnimSpeed(0.05));
    let mut rng = sowing_rules::Rng::new(11);
    let mut ghosts = 0;
    for _ in 0..60 {
        let g = app.world().resource::<Match>().game.clone();
        if g.finished().is_some() {
            break;
        }
        let Some(m) = g.random_move_text(&mut rng) else {
            break;
        };
        let before = app.world().resource::<Match>().moves.len();
        app.world_mut().write_message(MoveRequest(m));
        for _ in 0..5000 {
            app.update();
            if app.world().resource::<Match>().moves.len() == before {
                continue; // The request reaches the match a frame later (replicon).
            }
            ghosts += app
                .world_mut()
                .query_filtered::<(), With<Ghost>>()
                .iter(app.world())
                .count();
            if app.world().resource::<AnimQueue>().is_idle() {
                break;
            }
        }
        settle(&mut app);
        assert_board_matches(&mut app);
    }
    let captured: u64 = app.world().resource::<Match>().game.to_json()["captured"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_u64().unwrap())
        .sum();
    assert_eq!(
        ghosts > 0,
        captured > 0,
        "captures fly off ({captured} captured)"
    );
}

#[test]
fn the_camera_frames_every_board_in_the_area_the_panels_leave() {
    use sowing::render::camera::{CameraRig, frame};
    use sowing::settings::View;
    for kind in GameKind::ALL {
        let m = humans(kind, *kind.player_range().start());
        let visual = Visual::of(&m);
        let radius = sowing::board::pieces::board_radius(&visual);
        for size in [
            Vec2::new(1280.0, 720.0),
            Vec2::new(1024.0, 600.0),
            Vec2::new(800.0, 600.0),
            Vec2::new(600.0, 900.0),
            Vec2::new(3840.0, 2160.0),
        ] {
            // The whole window; panels left and right; at twice the text size; a lesson
            // docked at the bottom; a narrow window with the game panel alone.
            let areas = [
                Rect::from_corners(Vec2::ZERO, size),
                Rect::new(240.0, 0.0, size.x - 290.0, size.y),
                Rect::new(0.0, 0.0, size.x - 580.0, size.y),
                Rect::new(240.0, 0.0, size.x - 290.0, size.y - 160.0),
                Rect::new(0.0, 0.0, size.x * 0.45, size.y * 0.7),
            ];
            for area in areas {
                for view in [View::Table, View::TopDown] {
                    let (t, mut proj) = frame(&CameraRig::default(), view, radius, size, area);
                    proj.update(size.x, size.y);
                    let clip_from_world = proj.get_clip_from_view() * t.to_matrix().inverse();
                    for i in 0..visual.pits.len() {
                        let p = sowing::board::pieces::pit_position(&visual, i);
                        let c = clip_from_world * p.extend(1.0);
                        let ndc = c.truncate() / c.w;
                        let at =
                            Vec2::new((ndc.x + 1.0) / 2.0 * size.x, (1.0 - ndc.y) / 2.0 * size.y);
                        assert!(
                            area.contains(at),
                            "{kind} {view:?} {size}: pit {i} at {at}, outside {area:?}"
                        );
                    }
                }
            }
        }
    }
}

/// Where a pit's name stands on screen, for the coordinates: `above` is the old place
/// (over the far rim, the text above it), else just inside the far rim, hanging into it.
fn name_middle(screen: &dyn Fn(Vec3) -> Vec2, pit: Vec3, up: Vec3, above: bool) -> Vec2 {
    use sowing::ui::pit_counts::NAME_INSIDE_RIM;
    // A 12-point line is about 14 pixels tall: its middle is 7 from its top or bottom.
    if above {
        screen(pit + up * 0.42) - Vec2::new(0.0, 7.0)
    } else {
        screen(pit + up * NAME_INSIDE_RIM) + Vec2::new(0.0, 7.0)
    }
}

fn names_nearer_another_pit(above: bool) -> Vec<String> {
    use sowing::render::camera::{CameraRig, frame};
    use sowing::settings::View;
    use sowing::ui::pit_counts::up_the_screen;
    let size = Vec2::new(1024.0, 600.0);
    let area = Rect::new(230.0, 0.0, size.x - 290.0, size.y);
    let mut wrong = Vec::new();
    for kind in GameKind::ALL {
        let m = humans(kind, *kind.player_range().start());
        let visual = Visual::of(&m);
        let radius = sowing::board::pieces::board_radius(&visual);
        for view in [View::Table, View::TopDown] {
            for yaw in [0.0, 1.0, 2.5] {
                let rig = CameraRig { yaw, ..default() };
                let (t, mut proj) = frame(&rig, view, radius, size, area);
                proj.update(size.x, size.y);
                let clip_from_world = proj.get_clip_from_view() * t.to_matrix().inverse();
                let screen = |p: Vec3| {
                    let c = clip_from_world * p.extend(1.0);
                    let n = c.truncate() / c.w;
                    Vec2::new((n.x + 1.0) / 2.0 * size.x, (1.0 - n.y) / 2.0 * size.y)
                };
                let pit = |i| sowing::board::pieces::pit_position(&visual, i);
                let centres: Vec<Vec2> = (0..visual.pits.len()).map(|i| screen(pit(i))).collect();
                let up = up_the_screen(&GlobalTransform::from(t));
                for i in 0..visual.pits.len() {
                    let name = name_middle(&screen, pit(i), up, above);
                    let nearest = (0..centres.len())
                        .min_by(|a, b| {
                            centres[*a]
                                .distance(name)
                                .total_cmp(&centres[*b].distance(name))
                        })
                        .unwrap();
                    if nearest != i {
                        wrong.push(format!(
                            "{kind} {view:?} yaw {yaw}: pit {i} named at pit {nearest}"
                        ));
                    }
                }
            }
        }
    }
    wrong
}

#[test]
fn a_pits_name_stands_nearer_its_own_pit_than_any_other() {
    let wrong = names_nearer_another_pit(false);
    assert!(
        wrong.is_empty(),
        "{} names misplaced: {:?}",
        wrong.len(),
        &wrong[..wrong.len().min(8)]
    );
    // Over the far rim (the old place) the table view's names stood on the row behind.
    assert!(!names_nearer_another_pit(true).is_empty());
}

#[test]
fn an_online_player_sees_the_board_from_their_own_side() {
    use sowing::render::camera::seat_yaw;
    // Seen from seat s, that player's pieces (where they have some at the start) are the
    // nearest of all players': the view looks from the middle of them.
    for (kind, players) in [(GameKind::Myra, 2), (GameKind::Myra, 3)] {
        let m = humans(kind, players);
        let pits = m.game.pit_views();
        for seat in 0..players as usize {
            let yaw = seat_yaw(&m, seat);
            let eye = Vec2::new(yaw.sin(), yaw.cos());
            // How far towards the eye each player's pieces lie, on average.
            let toward = |owner: u8| {
                let (mut sum, mut n) = (0.0, 0.0);
                for p in &pits {
                    let k = p.pieces.iter().filter(|x| x.owner() == owner).count() as f32;
                    sum += eye.dot(Vec2::new(p.center.0, -p.center.1)) * k;
                    n += k;
                }
                sum / n
            };
            let mine = toward(seat as u8 + 1);
            for other in 1..=players {
                if other != seat as u8 + 1 {
                    assert!(
                        mine > toward(other) + 1.0,
                        "{kind} {players}p seat {seat}: yaw {yaw} shows player {other}'s pieces nearer"
                    );
                }
            }
        }
    }
    // Beans belong to no one: the second seat looks from the far side of the board.
    let umel = humans(GameKind::UmelBagara, 2);
    assert!(seat_yaw(&umel, 0).abs() < 1e-4);
    assert!((seat_yaw(&umel, 1) - std::f32::consts::PI).abs() < 1e-4);
}

#[test]
fn stones_picked_for_a_placement_show_in_their_pits_at_once() {
    use sowing::animation::motion::LoosePiece;
    use sowing::board::pieces::Pit;
    use sowing::board::provisional::Provisional;
    use sowing::game::build::Build;
    use sowing_rules::Step;
    let mut app = app_with(humans(GameKind::Tricala, 2));
    app.update();
    // Where each picked stone is drawn: (pit, owner) of every provisional piece.
    let shown = |app: &mut App| {
        let mut q = app
            .world_mut()
            .query_filtered::<(&LoosePiece, &ChildOf), With<Provisional>>();
        let w = app.world();
        let mut out: Vec<(usize, u8)> = q
            .iter(w)
            .map(|(p, c)| (w.get::<Pit>(c.parent()).unwrap().index, p.owner))
            .collect();
        out.sort();
        out
    };
    let mut picked = Vec::new();
    for k in 0..3 {
        let next = {
            let m = app.world().resource::<Match>();
            let (next, _) = m.game.step_info(&picked).unwrap();
            next.into_iter()
                .find(|s| matches!(s, Step::Pit(_)))
                .unwrap()
        };
        app.world_mut().write_message(Build::Step(next));
        picked.push(next);
        app.update();
        app.update();
        if k < 2 {
            let mut want: Vec<(usize, u8)> = picked
                .iter()
                .map(|s| match s {
                    Step::Pit(i) => (*i as usize, 1),
                    _ => unreachable!(),
                })
                .collect();
            want.sort();
            assert_eq!(shown(&mut app), want, "each picked stone shows in its pit");
            // Taken back, the last pick's stone goes.
            app.world_mut().write_message(Build::UndoStep);
            app.update();
            app.update();
            assert_eq!(shown(&mut app).len(), want.len() - 1);
            app.world_mut().write_message(Build::Step(next));
            app.update();
            app.update();
        }
    }
    // The placement played: the board's own stones, none provisional.
    assert_eq!(app.world().resource::<Match>().moves.len(), 1);
    assert!(shown(&mut app).is_empty());
}

/// After an online game seen from seat 2, the next game of this machine is seen from
/// player 1's side again (found in the play-test: it stayed turned for the session, so
/// player 1's pieces lay at the far edge).
#[test]
fn a_game_of_this_machine_after_an_online_seat_is_seen_from_player_1s_side() {
    use sowing::game::start::MatchSerial;
    use sowing::net::client::Joined;
    use sowing::render::camera::{CameraRig, face_own_seat};
    let mut app = App::new();
    app.add_plugins(MinimalPlugins)
        .init_resource::<CameraRig>()
        .insert_resource(MatchSerial(1))
        .insert_resource(humans(GameKind::UmelBagara, 2))
        .insert_resource(Joined {
            seat: Some(1),
            ..Default::default()
        })
        .add_systems(Update, face_own_seat);
    app.update();
    let yaw = app.world().resource::<CameraRig>().yaw;
    assert!(
        (yaw - std::f32::consts::PI).abs() < 1e-4,
        "the online seat's side: {yaw}"
    );
    // Zoomed out, tilted and panned, the view put back (Home, or "Reset the view") is
    // the seat's own side again, not player 1's (the play-test found no way back).
    let mut rig = *app.world().resource::<CameraRig>();
    assert!(!rig.moved(), "as the game opened it");
    (rig.zoom, rig.pitch, rig.pan) = (2.4, 0.4, Vec3::new(3.0, 0.0, 1.0));
    assert!(rig.moved());
    let home = rig.home();
    assert!((home.yaw - yaw).abs() < 1e-6 && home.zoom == 1.0 && home.pan == Vec3::ZERO);
    assert!(!home.moved());
    // Left, and a new game here.
    app.world_mut().remove_resource::<Joined>();
    app.update();
    assert!(
        (app.world().resource::<CameraRig>().yaw - yaw).abs() < 1e-6,
        "the same game keeps its view"
    );
    app.insert_resource(MatchSerial(2));
    app.update();
    assert_eq!(
        app.world().resource::<CameraRig>().yaw,
        0.0,
        "player 1's side"
    );
}

/// The title shows its backdrop from the front, whatever view a game left: turned to an
/// online seat 2, the backdrop stood in the window's corner (the fourth play-test).
#[test]
fn the_title_is_seen_from_the_front_after_a_turned_game() {
    use bevy::state::app::StatesPlugin;
    use sowing::game::screens::Screen;
    use sowing::render::camera::{CameraRig, title_view};
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin))
        .init_state::<Screen>()
        .init_resource::<CameraRig>()
        .add_systems(OnEnter(Screen::Title), title_view);
    app.update();
    // A game seen from seat 2, zoomed.
    app.insert_resource(CameraRig {
        yaw: std::f32::consts::PI,
        zoom: 1.7,
        ..default()
    });
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Play);
    app.update();
    assert_ne!(*app.world().resource::<CameraRig>(), CameraRig::default());
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Title);
    app.update();
    assert_eq!(*app.world().resource::<CameraRig>(), CameraRig::default());
}

/// The coordinates name every cup and pit, never a store: a store's count says whose it
/// is, and the play-test saw Umel Bagara's stores named twice ("S2" and "Store P2").
#[test]
fn the_coordinates_leave_the_stores_to_their_counts() {
    use sowing::ui::coordinates::coordinate;
    for kind in GameKind::ALL {
        let m = humans(kind, *kind.player_range().start());
        let visual = Visual::of(&m);
        for v in &visual.pits {
            assert_eq!(coordinate(v).is_some(), !v.store, "{kind:?} {}", v.name);
        }
    }
    let umel = Visual::of(&humans(GameKind::UmelBagara, 2));
    assert_eq!(umel.pits.iter().filter(|v| v.store).count(), 2);
}

/// A store's beans lie in its trough, not in a column: all 50 beans of a game fit inside
/// the store's hollow, apart, at most three layers high (48 beans stood seven layers high
/// over the board's edge in the play-test).
#[test]
fn a_full_store_keeps_its_beans_in_its_trough() {
    use sowing::board::pieces::{PIECE_RADIUS, PIT_FLOOR, slot_offset};
    use sowing::render::carved::BOWL_RADIUS;
    let beans: Vec<Vec3> = (0..50).map(|i| slot_offset(true, i, false)).collect();
    for b in &beans {
        // The trough: a segment 1.2 long along the board's depth, widened by the bowl.
        let along = b.z.clamp(-0.6, 0.6);
        let off = Vec2::new(b.x, b.z - along).length();
        assert!(
            off + PIECE_RADIUS <= BOWL_RADIUS,
            "a bean over the store's rim: {b}"
        );
        assert!(
            b.y <= PIT_FLOOR + PIECE_RADIUS * 6.0,
            "a bean piled high: {b}"
        );
    }
    for (i, a) in beans.iter().enumerate() {
        for b in &beans[i + 1..] {
            assert!(
                a.distance(*b) >= PIECE_RADIUS * 1.9,
                "beans in one another: {a} {b}"
            );
        }
    }
    // A cup's pieces still pile as before.
    assert_eq!(
        slot_offset(false, 8, false),
        sowing::board::pieces::piece_offset(8, false)
    );
}

/// U in the game-over window takes back the last turn, as its button does (it did
/// nothing there, the button beside it, the fourteenth hour).
#[test]
fn u_in_the_game_over_window_takes_back_the_last_turn() {
    use crate::support::presses::tap_key;
    let mut m = humans(GameKind::UmelBagara, 2);
    let mut rng = sowing_rules::Rng::new(9);
    while m.game.finished().is_none() {
        let mv = m.game.random_move_text(&mut rng).unwrap();
        m.play(&mv).unwrap();
    }
    let played = m.moves.len();
    let mut app = app_with(m);
    for _ in 0..5 {
        app.update();
    }
    let overlay = |app: &App| *app.world().resource::<State<Overlay>>().get();
    assert_eq!(overlay(&app), Overlay::GameOver);
    tap_key(&mut app, KeyCode::KeyU);
    settle(&mut app);
    let m = app.world().resource::<Match>();
    assert!(m.game.finished().is_none(), "taken back");
    assert!(m.moves.len() < played);
    assert_eq!(overlay(&app), Overlay::None);
}
