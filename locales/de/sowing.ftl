# Die Texte von Sowing auf Deutsch. Die Ids sind dieselben wie im Englischen.

language-name = Deutsch

## Titelbild und gespeicherte Spiele
app-title = Sowing
title-tagline = Vier Saatspiele: Myra, Esiema, Tricala und Umel Bagara.
title-resume = Fortsetzen: { $summary }
title-resume-hosted = Hier allein fortsetzen: { $summary } (zuvor online angeboten: die Plätze der Beigetretenen werden an diesem Rechner gespielt)
title-rejoin = Wieder beitreten: { $summary }, Gastgeber { $address }
title-card = Neue Partie { $game }
title-resume-alone = Dieses Spiel allein weiterspielen, ohne den Gastgeber
title-new-game = Neues Spiel
title-settings = Einstellungen
title-quit = Beenden
saves-heading = Gespeicherte Spiele
# A saved game's button as a screen reader says it: what it does and to which game.
saves-act-spoken = { $action } { $name }
saves-load = Laden
saves-replay = Nachspielen
saves-unreadable = { $name }: { $error }
saves-put-aside = Entfernen
saves-put-aside-confirm = Zum Entfernen noch einmal drücken
saves-entry = { $name }: { $summary }
summary =
    { $game }, { $players } Spieler, { $moves ->
        [one] ein Zug
       *[other] { $moves } Züge
    }{ $finished ->
        [yes] , beendet
       *[no] {""}
    }, gespeichert { $date }

## Wörter: Spiele, Spieler, Steine, Schritte, Mulden
game-name =
    { $game ->
        [myra] Myra
        [esiema] Esiema
        [tricala] Tricala
       *[umel_bagara] Umel Bagara
    }
level =
    { $level ->
        [easy] leicht
        [medium] mittel
       *[hard] schwer
    }
# Eine Wahl im Dialog für ein neues Spiel, gesagt, sobald sie getroffen ist.
new-game-chosen = { $game } gewählt
new-game-players = { $n } Spieler
new-game-seat = { $player }: { $seat }
seat-human = Mensch
seat-computer = Computer, { $level }
colour =
    { $colour ->
        [orange] Orange
        [sky-blue] Himmelblau
        [green] Grün
        [yellow] Gelb
        [blue] Dunkelblau
       *[vermilion] Zinnoberrot
    }
shape =
    { $shape ->
        [sphere] Kugel
        [cube] Würfel
        [tetrahedron] Tetraeder
        [octahedron] Oktaeder
        [hexagonal-prism] Sechseckprisma
       *[cross] Kreuz
    }
player = Spieler { $n } in { $colour }
player-shape = Spieler { $n } in { $colour } mit { $shape }
pieces-small =
    { $game ->
        [myra] { $n ->
            [one] Soldat
           *[other] Soldaten
        }
        [esiema] { $n ->
            [one] Kugel
           *[other] Kugeln
        }
        [esiema-shapes] { $n ->
            [one] Figur
           *[other] Figuren
        }
        [tricala] { $n ->
            [one] Stein
           *[other] Steine
        }
       *[umel_bagara] { $n ->
            [one] Bohne
           *[other] Bohnen
        }
    }
piece-big =
    { $game ->
        [myra] Königin
       *[esiema] Mutterkugel
    }
step-pit = Mulde { $pit }
step-direction = Richtung { $dir }
# Tricala's six directions in words (said and on the choices), and their compass letters
# on the board's arrows (the notation keeps E, W, NE ... in every language).
dir-name = { $dir ->
        [E] Osten
        [W] Westen
        [NW] Nordwesten
        [NE] Nordosten
        [SW] Südwesten
       *[SE] Südosten
    }
dir-letters = { $dir ->
        [E] O
        [W] W
        [NW] NW
        [NE] NO
        [SW] SW
       *[SE] SO
    }
step-sow-left = Nach links säen
step-sow-right = Nach rechts säen
step-drop-small =
    { $game ->
        [tricala] Einen Stein von { $player } ablegen
       *[other] Eine kleine Kugel von { $player } ablegen
    }
step-drop-big = Die Mutterkugel von { $player } ablegen
step-count =
    { $game ->
        [esiema] { $n } aus der Reserve holen
       *[other] { $n ->
            [one] 1 Soldaten nehmen
           *[other] { $n } Soldaten nehmen
        }
    }
step-mode =
    { $mode ->
        [whole] Ganzer Trupp
        [split] Abbauen
        [chain] Aufketten
        [dechain] Abketten
       *[produce] Produzieren
    }
step-pass = Passen
pit-store = Speicher von Spieler { $player }
pit-cup = Mulde { $cup }
pit-empty = { $pit }, leer
pit-holds = { $pit }, { $contents }
# Eine Mulde, wie eine Aussaat im Bau sie bisher gelassen hat, in der Brett-Liste.
pit-so-far = { $pit } (bisher in diesem Zug)
# A pit picked for the move being built (a Tricala placement), in the Board list.
pit-picked = { $pit }, gewählt{ $place ->
        [yes] : dein Stein kommt mit diesem Setzen hierher
       *[no] {""}
    }
count-of = { $n } { $pieces }
big-of = { $piece } von { $player }
small-of = { $n } { $pieces } von { $player }
player-count = { $player } { $n }
counter =
    { $counter ->
        [stores] In den Speichern
        [captured] Geschlagen
        [reserve] In Reserve
       *[hand] Noch zu setzen
    }, { $values }
summary-umel = { $n1 } Bohnen auf der Seite von { $player1 }, { $n2 } auf der Seite von { $player2 }; { $score }
summary-player = { $player }: { $pieces }
summary-player-big = { $player }: { $pieces }, { $big } auf { $pits }
legal-none = Kein Zug beginnt bei { $pit }
legal-the-move = ein ganzer Zug { $way }
legal-from = Von { $pit }: { $options }
result-win = { $player } gewinnt, { $reason }
result-draw = Unentschieden zwischen { $players }, { $reason }

## Ansagen und Lesebefehle
# Ein Zug in Worten: $route ist „von Mulde 1.3 nach Mulde 2.2“ oder „auf 3c, 4d, 5a“;
# $mv, die Notation, nur wo ein Zug keinen Weg hat.
announce-move =
    { $player } { $kind ->
        [pass] passte
        [place] setzte { $route }
        [produce] holte { $route }
        [move] spielte { $route }
       *[notation] spielte { $mv }
    }{ $captured ->
        [0] {""}
       *[other] {" "}und schlug { $captured }
    }. { $next }
to-move = { $player } ist am Zug.
# Wer am Zug ist, in der Ansage einer neuen Partie: ohne Doppelpunkt, Klammer oder Strich.
news-to-move = { $player } ist am Zug, { $seat }.
read-no-focus = Keine Mulde hat den Fokus
read-last-move = Zug { $n }: { $what }
read-no-move = Noch kein Zug

## Das Spielfenster
panel-title = Spiel
panel-to-move = Am Zug: { $player } — { $seat }
panel-moving = { $player } zieht …
panel-lesson-next = Als Nächstes: Die Lektion geht mit ihrem Knopf „{ $button }“ unter dem Brett weiter
panel-stopped-closed = Angehalten: Der Gastgeber hat das Spiel beendet. Hier kann niemand ziehen.
panel-stopped-lost = Angehalten: Die Verbindung zum Gastgeber ist abgerissen. Niemand kann ziehen, bis du wieder beitrittst.
panel-stopped-rejoining = Angehalten: Du trittst dem Gastgeber wieder bei. Niemand kann ziehen, bis er antwortet.
panel-thinking = Der Computer denkt nach …
build-new-move = { $new } ist kein nächster Schritt des Zugs von { $old }: ein neuer Zug beginnt bei { $new }
panel-choose = Wählen:
panel-undo = Rückgängig
panel-redo = Wiederholen
panel-pause = Menü
panel-view-top = Draufsicht
panel-view-table = Tischansicht
panel-reset-view = Ansicht zurücksetzen
button-key = { $label } ({ $key })
button-key-spoken = { $label }, Taste { $key }
panel-status = Status: { $status }
panel-rules = Regeln
panel-moves = Züge:
replay-at = Nachspielen: Zug { $at } von { $total }
replay-first = Anfang
replay-back = Zurück
replay-stop = Anhalten
replay-play = Abspielen
replay-forward = Vor
replay-last = Ende
replay-move = Zug
replay-pause = Sekunden zwischen den Zügen
replay-continue = Von hier weiterspielen

## Auswahl beim Zusammenstellen eines Zuges
choice-confirm = { $mv } bestätigen
choice-undo-step = Letzten Schritt zurücknehmen
choice-cancel = Diesen Zug abbrechen

## Die Brett-Liste und die Zahlen neben den Mulden
board-title = Brett
board-announcement = Ansage { $seq }
board-list-open = Brettliste zeigen
board-list-fold = Liste einklappen
board-match-started = Neues Spiel { $game }. { $turn }
board-match-resumed = { $game } fortgesetzt nach { $n ->
        [one] einem Zug
       *[other] { $n } Zügen
    }. { $turn }
board-match-loaded = Gespeichertes Spiel { $game } geladen bei Zug { $n }. { $turn }
board-match-returned = Zurück bei deiner Partie { $game } nach { $n ->
        [one] einem Zug
       *[other] { $n } Zügen
    }, angehalten: Weiterspielen setzt sie fort
board-match-goes-on = Deine Partie { $game } geht weiter. { $turn }
board-match-replay = { $game } nachspielen, am Anfang: mit Vor oder Abspielen geht es weiter
count-store = Speicher S{ $player }: { $n }
# A player's part of a crowded pit's label, after their swatch: the big piece (M, a
# mother or a queen) and the small pieces, "M+3", "M", "3".
count-chip = { $big ->
        [yes] { $n ->
            [0] M
           *[other] M+{ $n }
        }
       *[no] { $n }
    }

## Die Statuszeile
status-replay = Dies ist eine Wiedergabe: „Von hier weiterspielen“ wählen, um weiterzuspielen
status-refused-move = { $mv }: { $why }
status-undone =
    { $n ->
        [0] Nichts rückgängig zu machen
        [one] Einen Zug zurück
       *[other] { $n } Züge zurück
    }
status-replayed =
    { $n ->
        [one] Zug { $last } noch einmal gespielt
       *[other] Züge { $first } bis { $last } noch einmal gespielt
    }
status-nothing-to-redo = Nichts zu wiederholen
status-at-move = Bei Zug { $n }
refusal =
    { $why ->
        [game-over] Das Spiel ist vorbei: Niemand zieht mehr
        [not-your-turn] Kein menschlicher Spieler ist am Zug
        [computer-turn] Der Computer ist am Zug: Sein Zug kommt von selbst
        [remote-turn] Am Zug ist jemand an einem anderen Rechner: Der Zug kommt über das Netz
        [replay] Dies ist eine Wiederholung: Geh sie mit ihren Knöpfen durch, oder wähle „Von hier weiterspielen“, um weiterzuspielen
        [store] Aus Speichern wird nicht gespielt
        [illegal] Diese Wahl ist hier nicht erlaubt
        [watching] Du schaust zu: in diesem Fenster zieht niemand
        [host-closed] Der Gastgeber hat das Spiel beendet: hier zieht niemand mehr
        [lost] Die Verbindung zum Gastgeber ist verloren: tritt wieder bei, um zu ziehen
        [rejoining] Wieder beim Gastgeber beitreten: niemand zieht, bis er antwortet
        [lesson-played] Der Zug dieses Schritts ist gespielt: Die Lektion geht in ihrer Leiste unter dem Brett weiter
       *[nothing] Nichts zu tun
    }

# Warum eine angeklickte Mulde keinen Zug beginnt ($why); $first und $last nennen die Reihe
# des Ziehenden, $n die Bohnen der Mulde, $pit die Mulde.
refusal-no-start =
    { $why ->
        [others-cup] Diese Mulde gehört dem anderen Spieler: Säe aus einer Mulde deiner Reihe, { $first } bis { $last }
        [few-beans] { $n ->
            [0] Diese Mulde ist leer: Gesät wird eine Mulde mit zwei Bohnen oder mehr
            [one] Diese Mulde hält eine Bohne: Gesät wird eine Mulde mit zwei Bohnen oder mehr
           *[other] Diese Mulde hält { $n } Bohnen: Gesät wird eine Mulde mit zwei Bohnen oder mehr
        }
        [others] Diese Figuren gehören einem anderen Spieler: Beginne in einer Mulde mit deinen
        [empty] Diese Mulde ist leer: Beginne in einer Mulde mit deinen Figuren
       *[stuck] Deine Figuren auf { $pit } haben jetzt keinen Zug
    }

## Gespeicherte Spiele: was geschah
records-continue = Weiter ab Zug { $n }
records-online-replay = Ein Online-Spiel gehört allen: Spiel es aus deinen gespeicherten Spielen erneut ab, wenn du es verlassen hast.
records-saved = Unter deinen Spielen gespeichert als { $name }
records-exported = Exportiert nach { $path }
records-name-it = Dem Spielstand einen Namen geben
records-cannot =
    { $what ->
        [resume] Fortsetzen
        [load] Laden
        [replay] Nachspielen
        [save] Speichern
        [put-aside] Beiseitelegen
       *[export] Exportieren
    } nicht möglich: { $why }
records-put-aside = Aus der Liste entfernt; die Datei liegt jetzt in { $path }
records-autosave-damaged = Das letzte Spiel ließ sich nicht fortsetzen: { $what }. Die Datei liegt jetzt in { $path }
records-autosave-unreadable = Das letzte Spiel ließ sich nicht fortsetzen: { $what } ({ $why })
records-no-game =
    Kein Spiel zum { $what ->
        [replay] Nachspielen
        [continue] Weiterspielen
        [save] Speichern
        [put-aside] Beiseitelegen
       *[export] Exportieren
    }

## Neues Spiel
new-title = Neues Spiel
new-game = Spiel
new-players = Spieler
new-players-fixed = Spieler: { $n }
new-options = Optionen
new-pieces = Steine
new-start = Starten
new-back = Zurück
new-cannot-start = Start nicht möglich: { $why }
pieces-balls = Farbige Kugeln
pieces-shapes = Eine eigene Form für jeden Spieler
option =
    { $key ->
        [quiet_limit] Remis nach so vielen Zügen ohne Schlagen, jeder Zug eines Spielers gezählt
        [spheres] Kleine Kugeln je Spieler, Vorgaben erlaubt
        [simultaneous] Wenn mehrere Spieler zugleich gewinnen
        [capturer_kept] Der letzte Stein eines Schlags bleibt liegen
        [directions] Särichtungen
        [seeds] Bohnen in jeder Mulde zu Beginn
       *[other] { $key }
    }
option-value =
    { $value ->
        [most_stones] mehr geschlagen, dann mehr auf dem Brett gewinnt
        [opponent] der Ziehende tritt hinter die anderen zurück
        [free] wie die Mulde es vorgibt, Mulde 3 beliebig
        [right] immer nach rechts
        [left] immer nach links
       *[other] { $value }
    }
option-on = { $on ->
        [yes] ja
       *[no] nein
    }
option-chosen = { $option }: { $value }
options-note = Für diese Partie gewählt, über die Regeln oben hinaus: { $options }

## Einstellungen
settings-title = Einstellungen
settings-language = Sprache
# Under the language choice: the game cannot choose a screen reader's voice.
settings-language-voice = Ein Bildschirmleser liest mit der Stimme seiner eigenen Spracheinstellung (Orca: in der Sprache des Desktops, wenn seine Stimme nicht auf eine andere gestellt ist).
# Said once the language has changed, in the new one.
language-changed = Das Spiel ist jetzt auf Deutsch. Ein Bildschirmleser liest es mit der Stimme seiner eigenen Spracheinstellung.
settings-pieces = Steine
settings-view = Ansicht
settings-view-table = Am Tisch, in 3D
settings-view-top = Von oben, in 2D
settings-colours = Farben
settings-theme-standard = Standard
settings-graphics = Grafik
settings-graphics-auto = Automatisch
settings-graphics-low = Schnell
settings-graphics-high = Detailliert
settings-theme-contrast = Hoher Kontrast
settings-text-size = Schriftgröße
settings-volume = Lautstärke
settings-instant = Züge sofort ausführen
settings-step-seconds = Sekunden je Säschritt
settings-keys = Tasten und Gamepad-Knöpfe
settings-press-key = Eine Taste drücken …
settings-key = Taste: { $keys }
# The key and pad buttons of a command as a screen reader says them (no colon).
settings-key-spoken = { $command }, Tasten { $keys }
settings-pad-spoken =
    { $command }, Gamepad-Knöpfe { $count ->
        [0] keine
       *[other] { $buttons }
    }
settings-press-button = Einen Gamepad-Knopf drücken …
settings-pad =
    Gamepad: { $count ->
        [0] keiner
       *[other] { $buttons }
    }
settings-default-keys = Standardtasten und -knöpfe
settings-kept = Änderungen werden sofort in { $path } gespeichert
settings-cannot-save = Speichern nicht möglich: { $why }
settings-done = Fertig

## Befehle, Tasten und Knöpfe
command =
    { $command ->
        [focus_up] Fokus nach oben
        [focus_left] Fokus nach links
        [focus_down] Fokus nach unten
        [focus_right] Fokus nach rechts
        [select] Die Mulde im Fokus wählen
        [next_choice] Nächste Wahl
        [prev_choice] Vorige Wahl
        [pick_choice] Die Wahl treffen
        [back] Abbrechen oder das Menü öffnen
        [undo] Rückgängig
        [redo] Wiederholen
        [toggle_view] Ansicht wechseln
        [read_pit] Die Mulde im Fokus vorlesen
        [read_last_move] Den letzten Zug vorlesen
        [read_board] Das Brett vorlesen
        [read_legal] Die Züge ab der Mulde im Fokus vorlesen
        [hint] Einen Tipp zeigen
        [coordinates] Koordinaten zeigen oder verbergen
        [read_preview] Vorlesen, was die Wahl im Blick spielen würde
       *[read_score] Den Spielstand vorlesen
    }
key =
    { $key ->
        [Up] Pfeil hoch
        [Down] Pfeil runter
        [Left] Pfeil links
        [Right] Pfeil rechts
        [Enter] Eingabe
        [Space] Leertaste
        [Escape] Esc
        [Tab] Tab
        [Backspace] Rücktaste
        [Home] Pos1
        [End] Ende
        [NumpadEnter] Eingabe im Ziffernblock
       *[other] { $key }
    }
button =
    { $button ->
        [South] Süd
        [East] Ost
        [North] Nord
        [West] West
        [Select] Auswahl
        [Mode] Modus
        [Up] Steuerkreuz hoch
        [Down] Steuerkreuz runter
        [Left] Steuerkreuz links
        [Right] Steuerkreuz rechts
       *[other] { $button }
    }

## Pausenmenü und Spielende
pause-title = Pause
pause-resume = Weiterspielen
# The same menu over a finished game (nothing to resume).
pause-title-over = Menü
pause-result = Das Ergebnis: noch einmal spielen oder zurücknehmen
pause-resume-over = Zurück zum Brett
pause-online-goes-on = Das Online-Spiel geht weiter, während dieses Menü offen ist.
pause-save-as = Speichern als
pause-save = Speichern
pause-save-replace = Es gibt schon einen Spielstand „{ $name }“: zum Ersetzen noch einmal Speichern drücken
pause-online-first = Gespeicherte Spiele und ein neues Spiel: zuerst das Online-Spiel verlassen (im Fenster Online-Spiel)
pause-export = In eine Datei exportieren
pause-replay = Von Anfang an nachspielen
pause-title-screen = Titelseite
over-title = Spielende
over-moves =
    { $n ->
        [one] Ein Zug gespielt.
       *[other] { $n } Züge gespielt.
    }
# What the game-over window's first button says to a screen reader: the result, the score
# and the moves played.
over-described = { $result }. { $score }. { $moves }
over-again = Noch einmal spielen
over-undo = Den letzten Spielzug zurücknehmen
over-replay = Diese Partie nachspielen
over-look = Das Brett ansehen
settings-unreadable = Die Einstellungen sind nicht lesbar ({ $why }); es gelten die Standardwerte
settings-damaged = Die Einstellungsdatei ist beschädigt ({ $why }); es gelten die Standardwerte; bei der ersten Änderung bleibt die alte Datei daneben als settings.json.damaged erhalten

## Spielregeln
how-title = Spielregeln
how-open = Spielregeln
how-back = Zurück

## Kurzregeln
rules-summary =
    { $game ->
        [myra] Sechseck aus 91 Mulden, 2–3 Spieler. Jeder hat eine Königin und 25 Soldaten auf dem Brett, 25 in Reserve. Eine Mulde hält eine Königin allein oder 1–5 Soldaten eines Spielers (2–4 ein Trupp, 5 eine Festung). Ein Zug: mit der Königin oder einem einzelnen Soldaten einen Schritt ziehen, einen ganzen Trupp bis zu so vielen Mulden weit ziehen, wie er Soldaten hat, Soldaten abbauen, einzelne Soldaten entlang eines Weges in eine Mulde aufketten, einen Trupp über leere Mulden abketten oder einen Reservesoldaten neben der eigenen Königin produzieren. Wege überspringen nichts. Wer auf eine gegnerische Königin oder gegnerische Soldaten zieht, schlägt sie, außer sie bilden eine Festung. Wer die gegnerische Königin schlägt, gewinnt; zu dritt übernimmt er die Soldaten des Geschlagenen.
        [esiema] Sechseck aus 91 Mulden, 2–6 Spieler. Zuerst setzt jeder eine Mutterkugel und 29 kleine Kugeln, eine je Zug, höchstens 12 in eine Mulde (die übrigen kleinen Kugeln warten als Vorrat auf das Vermehren; „Den Rest der Aufstellung zufällig setzen“ setzt sie für dich). Dann ein Zug: alle Kugeln einer Mulde mit mindestens 2 (eine davon die eigene) aufnehmen und entlang eines Weges benachbarter Mulden säen, je eine, wobei man wählt, welche Kugel wohin kommt; die letzte muss die eigene sein. Endet eine kleine Kugel in einer Mulde ohne Mutterkugel, schlägt sie die kleinen Kugeln der anderen dort: Mutterkugeln schützen ihre Mulde. Oder eine eigene Kugel, die allein liegt, in eine Nachbarmulde ziehen, oder, wenn die eigene Mutterkugel allein liegt, 1–11 kleine Kugeln in ihre Mulde vermehren. Wer keine kleine Kugel auf dem Brett hat und nicht vermehren kann, scheidet aus; wer übrig bleibt, gewinnt.
        [tricala] Dreieck aus 21 Mulden, 2–3 Spieler. Zuerst setzt jeder 9 Steine, drei je Zug, außerhalb der Ecken. Dann ein Zug: alle Steine einer Mulde mit einem eigenen Stein aufnehmen und einzeln in gerader Linie säen; am Rand wählt man eine neue Richtung (nie zurück). Fällt der letzte Stein in eine leere Mulde, endet der Zug. Liegt dort ein Stein eines anderen Spielers, schlägt man alle Steine der Mulde. Liegen dort nur eigene Steine, nimmt man sie auf und sät weiter. Gewonnen hat, wer 9 Steine geschlagen hat oder die Ecken beherrscht (mehr als die Hälfte der Steine einer Eckmulde).
       *[umel_bagara] Zwei Reihen aus 5 Mulden, 2 Spieler, 5 Bohnen in jeder Mulde (3 oder 4, wenn die Option es so will). Alle Bohnen einer eigenen Mulde mit 2 oder mehr aufnehmen und je eine Bohne reihum säen: aus den Mulden 1–2 nach links, aus 4–5 nach rechts, aus Mulde 3 in beide Richtungen. Macht die letzte Bohne eine gegnerische Mulde zu 2 oder 4, kommen diese Bohnen in den eigenen Speicher, ebenso die Mulden davor, solange sie dem Gegner gehören und 2 oder 4 halten. Kann keiner mehr ziehen, behält jeder die Bohnen seiner Seite; wer die meisten hat, gewinnt.
    }

## Spielstart
start-refused = { $why }
start-seats = { $players } Spieler brauchen { $players } Plätze, nicht { $seats }
autosave-kept = Dein unbeendetes Spiel liegt unter Gespeicherte Spiele als „{ $name }“
# Names of saves the game makes itself (letters, digits and hyphens: they name the file).
save-name-saved = gespeichert-{ $when }
save-name-unfinished = unbeendet-{ $when }
save-name-online = online-{ $when }
autosave-failed = Automatisches Speichern fehlgeschlagen: { $why }

## Warum ein Spiel endete
end-queen-captured = { $by } hat die Königin von { $of } geschlagen
end-last-queen = { $player } hat die letzte Königin
end-last-player = { $player } ist als Letzter übrig
end-one-sphere-each = alle Spieler hatten 15 Züge lang nur noch eine kleine Kugel
end-captured-nine = { $player } hat mindestens 9 Steine geschlagen
end-corners = { $player } beherrscht die Ecken
# Nach „{ $player } gewinnt, “ gesagt: der Sieger ist dort genannt, einmal.
end-among-winners = mehrere Spieler erreichten zugleich ein Ziel: es entscheiden die meisten geschlagenen Steine, dann die meisten Steine auf dem Brett
end-winners-tied = mehrere Spieler gewannen zugleich mit gleich vielen geschlagenen Steinen und Steinen auf dem Brett
end-quiet =
    { $plies } Züge ohne Schlagen{ $eliminations ->
        [yes] {" "}oder Ausscheiden
       *[no] {""}
    }
end-repetition = dieselbe Stellung zum dritten Mal
end-no-moves = keiner kann mehr ziehen

## Fehler
record-problem =
    { $kind ->
        [not-a-record] diese Datei ist kein Sowing-Spiel
        [newer] von einem neueren Sowing gespeichert
        [older] von einem älteren Sowing gespeichert, das dieses nicht lesen kann
        [does-not-replay] seine Züge lassen sich nicht nachspielen
       *[damaged] die Datei ist beschädigt oder nicht lesbar
    }
record-io = die Partie kann nicht gelesen oder geschrieben werden ({ $why })
record-empty = die Datei ist leer
record-malformed = die Partie ist ungültig ({ $why })
record-not-a-record = diese Datei ist keine Sowing-Partie
record-version =
    { $newer ->
        [yes] die Partie hat das Format { $version } einer neueren Sowing-Version (diese liest { $ours })
       *[no] die Partie hat das unbekannte Format { $version } (diese Version liest { $ours })
    }
record-start = die Anfangsstellung wird abgelehnt: { $why }
record-bad-move = Zug { $n } „{ $mv }“ lässt sich nicht nachspielen: { $why }
# Why a move was refused, by the rules' kind ($error), and for an illegal one ($kind).
move-error =
    { $error ->
        [syntax] kein Zug in der Schreibweise dieses Spiels
        [over] das Spiel ist vorbei
       *[illegal] { $kind ->
            [phase] nicht in diesem Abschnitt des Spiels
            [pass] Passen nur, wenn kein Zug möglich ist
            [origin] aus dieser Mulde kann der Spieler am Zug nicht ziehen
            [fortress] eine Festung zieht nicht als Ganzes und wird nicht geschlagen
            [direction] diese Richtung ist dort nicht offen
            [order] die Reihenfolge der abgelegten Steine passt nicht
            [placement] dort kein Einsetzen, oder nicht so viele
            [reserve] nicht mit dieser Reserve
           *[not-offered] hier kein erlaubter Zug
        }
    }
# Why a start position is refused, by the rules' kind ($kind).
position-error =
    { $kind ->
        [not-json] sie lässt sich nicht lesen
        [game] das Spiel ist unbekannt oder passt nicht
        [unknown-field] sie hat ein Feld, das dieses Spiel nicht kennt
        [players] die Spieler passen nicht zum Spiel
        [phase] der Spielabschnitt passt nicht
        [options] die Optionen sind falsch
        [pits] der Inhalt einer Mulde ist falsch
        [counters] ein Zähler ist falsch
        [result] das Ergebnis ist falsch
       *[rules] sie verstößt gegen die Spielregeln
    }

## Was als Nächstes zu wählen ist
next-pit =
    { $stage ->
        [setup] Eine Mulde zum Setzen wählen{ $left ->
            [0] {""}
           *[other] {" "}(in diesem Zug noch { $left } zu setzen)
        }
        [yes] Die nächste Mulde wählen
       *[no] Eine Mulde wählen, aus der gezogen wird
    }{ $pits ->
        [none] {""}
       *[other] : { $pits }
    }
# A sowing whose stones are chosen one by one: the drops chosen so far.
dropped-so-far = Bisher abgelegt: { $drops }; { $left ->
        [0] keiner
        [one] 1
       *[other] { $left }
    } noch in der Hand.
dropped-one = { $player } auf { $pit }
# Wo eine Aussaat im Bau steht, vor ihrer nächsten Richtung: die Mulde und die Steine in
# der Hand.
sowing-at = Auf { $pit }, in der Hand { $hand }.
# A step of a move being built, said once taken while the move goes on.
step-taken = { $step }. { $next }
step-undone = Der letzte Schritt ist zurückgenommen. { $next }
next-kind =
    { $kind ->
        [direction] Eine Richtung wählen (die Knöpfe; oder ] zum Durchgehen und Enter zum Nehmen)
        [side] Die Särichtung wählen (die Knöpfe; oder ] zum Durchgehen und Enter zum Nehmen)
        [piece] Wählen, was abgelegt wird (die Knöpfe; oder ] zum Durchgehen und Enter zum Nehmen)
        [count] Die Anzahl wählen (die Knöpfe; oder ] zum Durchgehen und Enter zum Nehmen)
        [mode] Die Zugart wählen (die Knöpfe; oder ] zum Durchgehen und Enter zum Nehmen)
       *[pass] Kein Zug möglich: passen (der Knopf oder Enter)
    }
panel-next = Als Nächstes: { $next }
panel-random-setup = Den Rest der Aufstellung zufällig setzen

## Tipps und Markierungen auf dem Brett
panel-hint = Tipp
panel-coordinates = Koordinaten
hint-thinking = Suche einen guten Zug…
hint-shown =
    Tipp: { $what }{ $captured ->
        [0] {""}
        [one] , schlägt 1
       *[other] , schlägt { $captured }
    } (auf dem Brett markiert; noch einmal fragen, um ihn zu verbergen)
hint-way-choices = { $way } ({ $choices })
hint-none = Hier gibt es keinen Zug vorzuschlagen
hint-hidden = Tipp verborgen
hint-not-now = Einen Tipp gibt es nur am eigenen Zug
hint-on-your-turn = Dein Tipp kommt, sobald du am Zug bist (noch einmal Tipp, um ihn nicht zu bekommen)
hint-game-over = Das Spiel ist aus: es gibt keinen Zug für einen Tipp
hint-lesson = In einer Lektion ist der Zug, der zu machen ist, auf dem Brett markiert
hint-said =
    Tipp: { $what }{ $captured ->
        [0] {""}
        [one] , schlägt 1
       *[other] , schlägt { $captured }
    }
route-from-to = von { $from } nach { $to }
route-via = von { $from } über { $via } nach { $to }
route-on = auf { $pit }
route-produced = { $n } aus der Reserve nach { $pit }
# Umel Bagara's cup 3, sown to the side the player chose.
route-side = { $route }, nach { $side ->
        [left] links
       *[right] rechts
    } gesät

## Lektionen
how-lesson = { $game } Schritt für Schritt in einer Lektion lernen
lesson-title = Lektion: { $game } — Schritt { $n } von { $total }
lesson-next = Weiter
lesson-finish = Fertig
lesson-again = Noch einmal
lesson-leave = Lektion verlassen
lesson-not-this = Dieser Schritt lehrt den Zug { $way }: Versuche diesen Zug (er ist auf dem Brett markiert)
lesson-on-the-way = { $pit } liegt auf dem Weg des Zugs, den dieser Schritt lehrt, { $way }: Wähle zuerst { $next }
lesson-press-next = Gut gemacht. Weiter (oder Enter) führt zum nächsten Schritt
lesson-umel_bagara-1 = Deine Mulden sind die untere Reihe, 1.1 bis 1.5 von deiner linken Seite. Säe Mulde 1.4: Wähle sie. Aus den Mulden 4 und 5 gehen die Bohnen nach rechts, je eine in die nächste Mulde.
lesson-umel_bagara-1-done = Die fünf Bohnen fielen nach 1.5, 2.1, 2.2, 2.3 und 2.4, je eine. Jetzt ist Spieler 2 am Zug.
lesson-umel_bagara-2 = Mulde 3 darf in beide Richtungen säen. Wähle Mulde 1.3, dann die Richtung links (3L).
lesson-umel_bagara-2-done = Nach links gesät, im Uhrzeigersinn: nach 1.2 und 1.1 und weiter herum in die Reihe von Spieler 2.
lesson-umel_bagara-3 = Säe Mulde 1.5: Ihre zwei Bohnen fallen nach 2.1 und 2.2. Mulde 2.2 hält jetzt eine Bohne.
lesson-umel_bagara-3-done = Die letzte Bohne brachte Mulde 2.2 auf zwei: Diese Bohnen kamen in deinen Speicher. Eine Mulde des Gegners, die du auf zwei oder vier bringst, ist geschlagen.
lesson-umel_bagara-4 = Säe Mulde 1.4. Die letzte Bohne bringt 2.2 auf vier, und 2.1 direkt davor hält dann zwei.
lesson-umel_bagara-4-done = Beide Mulden wurden geschlagen, eine nach der anderen, rückwärts entlang der Saat: sechs Bohnen für dich.
lesson-umel_bagara-5 = Nur Mulde 1.5 kann ziehen. Säe sie: Danach hat niemand eine Mulde mit zwei Bohnen.
lesson-umel_bagara-5-done = Keiner kann mehr ziehen, also endet das Spiel: Jeder behält die Bohnen seiner Seite, und der vollere Speicher gewinnt.
lesson-tricala-1 = Zuerst setzt jeder neun Steine, drei auf einmal, nie in eine Ecke. Setze deine auf 3b, 4b und 5c.
lesson-tricala-1-done = Drei Steine gesetzt; als Nächstes setzt Spieler 2. Die Ecken 1a, 6a und 6f bleiben beim Aufstellen leer.
lesson-tricala-2 = Säe die zwei Steine aus 4b nach Osten: Wähle 4b, dann die Richtung E.
lesson-tricala-2-done = Sie fielen nach 4c und 4d. 4d war leer, also endete der Zug dort.
lesson-tricala-3 = Säe 4b wieder nach Osten, aber jetzt liegt in 4d ein Stein von Spieler 2.
lesson-tricala-3-done = Der letzte Stein landete auf dem Stein von Spieler 2: Du hast beide Steine in 4d geschlagen. Neun geschlagene Steine gewinnen das Spiel.
lesson-tricala-4 = Säe 2a nach Südosten (SE). In 3b liegt schon einer deiner Steine.
lesson-tricala-4-done = Dein Stein ließ in 3b nur eigene Steine liegen, also hast du sie aufgenommen und nach 4c und 5d weitergesät: eine neue Runde.
lesson-tricala-5 = Mit drei oder mehr Steinen auf dem Brett gewinnst du, wenn du alle drei Ecken beherrschst. Du hältst 1a und 6a: Säe 6e nach Osten.
lesson-tricala-5-done = Auch 6f gehört dir: Du beherrschst alle Ecken und gewinnst.
lesson-myra-1 = Ein einzelner Soldat zieht einen Schritt in eine Nachbarmulde. Ziehe deinen Soldaten von e3 nach e4.
lesson-myra-1-done = Ein Schritt. Die Königin zieht genauso, und sie darf schlagen.
lesson-myra-2 = Ein Trupp kann abbauen: Nimm einen Soldaten aus dem Trupp aus drei auf e3 und ziehe ihn nach e4.
lesson-myra-2-done = Ein Soldat hat den Trupp verlassen; zwei bleiben auf e3.
lesson-myra-3 = Ein Trupp aus drei zieht bis zu drei Schritte über leere Mulden. Schlage mit deinem Trupp auf e3 das Paar von Spieler 2 auf e5.
lesson-myra-3-done = Geschlagen. Jeder Trupp kann geschlagen werden, nur eine Festung aus fünf nicht.
lesson-myra-4 = Einzelne Soldaten nebeneinander können aufketten: Sammle c1, d1 und e1 in e1.
lesson-myra-4-done = Aus drei einzelnen Soldaten wurde ein Trupp aus drei auf e1.
lesson-myra-5 = Wer die gegnerische Königin schlägt, gewinnt. Dein Soldat auf f10 steht neben ihr: Ziehe auf f11.
lesson-myra-5-done = Die Königin ist geschlagen: Du gewinnst.
lesson-esiema-1 = Zuerst setzt jeder Kugeln, eine nach der anderen, und die erste ist die Mutterkugel. Setze deine Mutterkugel auf f6.
lesson-esiema-1-done = Deine Mutterkugel liegt auf f6. Danach kommen 29 kleine Kugeln, nie mehr als zwölf in einer Mulde.
lesson-esiema-2 = Säe die zwei Kugeln aus d4 entlang eines Weges von Nachbarn: nach e4, dann nach f5.
lesson-esiema-2-done = In jede Mulde des Weges fiel eine Kugel. Die zuletzt gelegte Kugel muss immer deine sein.
lesson-esiema-3 = Säe d4 nach e4 und f5, zuerst die Kugel von Spieler 2, zuletzt deine, auf die zwei kleinen Kugeln von Spieler 2 in f5.
lesson-esiema-3-done = Deine kleine Kugel endete in einer Mulde ohne Mutterkugel: Die kleinen Kugeln von Spieler 2 dort sind geschlagen.
lesson-esiema-4 = Dieselbe Saat, aber jetzt liegt die Mutterkugel von Spieler 2 in f5.
lesson-esiema-4-done = Nichts wird geschlagen: Eine Mutterkugel schützt alle Kugeln in ihrer Mulde.
lesson-esiema-5 = Deine Mutterkugel auf c3 liegt allein: Vermehre drei kleine Kugeln in ihre Mulde (wähle c3, dann 3).
lesson-esiema-5-done = Drei neue kleine Kugeln kamen aus deiner Reserve. Wer keine kleine Kugel hat und nicht vermehren kann, scheidet aus; wer übrig bleibt, gewinnt.
preview =
    Vorschau: { $what }{ $captured ->
        [0] {""}
        [one] , schlägt 1
       *[other] , schlägt { $captured }
    }
preview-none = Keine Vorschau: Die Wahl im Blick beendet keinen Zug
# What was just said, then more (a lesson step after its move).
announce-history = { $what }. { $now }
said-then = { $first } { $then }

## Das Ziel
goal-myra =
    Ziel: die gegnerische Königin schlagen{ $players ->
        [3] ; zu dritt als Letzter eine Königin haben (noch { $left })
       *[other] {""}
    }.
goal-esiema = Ziel: als Letzter übrig bleiben; wer keine kleine Kugel hat und nicht vermehren kann, scheidet aus. Noch dabei: { $left }.
goal-umel_bagara = Ziel: mehr Bohnen im Speicher, wenn keiner mehr ziehen kann. Bohnen noch in den Mulden: { $left }.
goal-tricala = Ziel: 9 Steine schlagen oder die Ecken beherrschen. { $progress }.
goal-tricala-player = { $player }: { $won ->
        [yes] { $captured } geschlagen (9 gewinnen)
       *[no] { $captured } von 9 geschlagen
    }, { $corners } von { $needed } Ecken{ $needed ->
        [3] {""}
        [one] {" "}(1 Stein noch auf dem Brett: 1 Ecke genügt)
       *[other] {" "}({ $needed } Steine noch auf dem Brett: { $needed } Ecken genügen)
    }
# A move in the list: where it went in words, then its notation.
panel-move = { $n }. { $route } ({ $mv })
panel-move-words = { $n }. { $what }
panel-move-pass = { $player } hat gepasst

## Online spielen
seat-remote = Online-Spieler
title-join = Einem Online-Spiel beitreten
online-title = Online-Spiel
online-join-intro = Einem Spiel beitreten, das jemand anbietet: Adresse und Port, dein Name und das Passwort, falls eines gesetzt ist.
online-address = Gastgeber (Adresse:Port)
online-room = Raumcode (leer: das eigene Spiel eines Gastgebers)
online-server = Oder ein Raum-Server (Adresse:Port)
online-public = Den Raum für alle auffindbar machen
online-open-room = Einen Raum auf dem Server öffnen
online-find-rooms = Öffentliche Räume auf diesem Server suchen
online-rooms-none = Auf { $address } ist gerade kein öffentlicher Raum mit freiem Platz offen.
online-rooms-found = Öffentliche Räume mit freiem Platz auf { $address }: { $count }. Wähle einen, um beizutreten.
online-rooms-join = { $game }, { $players } Spieler, { $free ->
        [one] 1 Platz frei
       *[other] { $free } Plätze frei
    }{ $password ->
        [yes] , mit Passwort
       *[no] {""}
    }: Raum { $code } beitreten
online-rooms-password-first = Raum { $code } hat ein Passwort: Gib es hier ein und tritt dann bei
online-rooms-again = Noch einmal suchen
online-room-code = Raum { $code } auf { $address }: Deine Freunde treten mit diesem Code bei.
online-room-here = Raum { $code } auf { $address }
online-waiting-room = Das Spiel beginnt, sobald jeder Platz besetzt ist.
online-room-computers = Ein Raum auf einem Server hat nur Plätze für Spieler, die beitreten: Stelle jeden Platz auf Online-Spieler oder Mensch (du nimmst den ersten).
online-name = Dein Name
online-password = Passwort
online-watch = Nur zuschauen
online-join = Beitreten
online-leave = Online-Spiel verlassen
online-leave-confirm = Das Spiel ist nicht zu Ende: zum Verlassen noch einmal drücken
online-host-intro = Um mit Freunden an anderen Rechnern zu spielen, stelle ihre Plätze auf „Online-Spieler“: Aus dem Knopf „Starten“ wird dann „Online anbieten“, und hier wird nach dem Port gefragt, auf dem das Spiel angeboten wird.
online-port = Port
online-host = Online anbieten
online-bad-port = „{ $port }“ ist kein Port (eine Zahl von 0 bis 65535)
online-cannot = Online nicht möglich: { $why }
online-hosting = Angeboten auf Port { $port }.
online-join-at = Andere treten bei unter: { $addresses }
online-join-here = Keine Netzwerkadresse gefunden: Nur dieser Rechner kann beitreten, unter 127.0.0.1:{ $port }
online-all-seated = Jeder Online-Platz ist besetzt: Starte, wenn du bereit bist.
online-waiting-players = Warten, bis Spieler die Online-Plätze einnehmen.
online-start = Spiel starten
online-connecting = Verbindung zu { $address } … (noch { $seconds } s Warten auf die Antwort eines Gastgebers)
online-your-seat = Du spielst { $player }.
online-watching = Du schaust zu.
online-watching-full = Kein Platz war frei: Du schaust zu. Ein Platz, der für jemanden frei gehalten wird, der gegangen ist, oder den seither der Computer spielt, gehört wieder ihm, wenn er aus dem Sowing wieder beitritt, in dem er ihn gespielt hat.
online-waiting-host = Warten, bis der Gastgeber startet.
online-seat =
    { $player }: { $state ->
        [host] spielt am Rechner des Gastgebers
        [computer] der Computer
        [here] { $name }, online
        [here-unnamed] online
        [free] frei
        [away-unnamed] weg: der Platz wartet auf den, der gegangen ist
       *[away] { $name }, weg: der Platz wartet
    }
online-computer-takes = Computer spielt { $player }
online-spectators =
    { $n ->
        [one] Einer schaut zu
       *[other] { $n } schauen zu
    }
online-seat-left = Spieler { $player } ist gegangen; der Platz wartet auf ihn.
online-seat-back = Spieler { $player } ist zurück.
online-no-undo = Online-Spiele lassen sich nicht zurücknehmen.
online-not-your-seat = Dein Platz ist nicht am Zug.
online-host-closed = Der Gastgeber hat das Spiel beendet. Es ist bei deinen Spielen gespeichert.
online-host-closed-unstarted = Der Gastgeber hat das Spiel beendet, bevor es begann: Nichts wurde gespielt, nichts gespeichert.
online-unreachable = Unter { $address } hat in { $seconds } Sekunden kein Gastgeber geantwortet: Entweder wird dort gerade kein Spiel angeboten (ein Gastgeber, der sein Spiel beendet hat, ist fort), oder es hat ein anderes Passwort (auf ein falsches antwortet ein Gastgeber gar nicht). Frag beim Gastgeber nach und tritt dann erneut bei.
online-key-changed = Der Server unter { $address } hat mit einem anderen Schlüssel geantwortet als beim letzten Beitritt; es könnte also ein anderer Rechner zwischen dir und ihm stehen. Tritt nur bei, wenn dir sein Betreiber sagt, dass er einen neuen Schlüssel hat, und dass der neue { $key } lautet.
online-password-needed = Dieses Spiel hat ein Passwort: Gib das ein, das dir der Gastgeber genannt hat, und tritt dann erneut bei.
online-trust-key = Dem neuen Schlüssel vertrauen und beitreten
online-key-yours = Der Schlüssel dieses Spiels: { $key }. Alle, die beitreten, sehen ihn auch: Vergleicht ihn einmal, am Telefon oder im Chat, dann wisst ihr, dass kein anderer Rechner zwischen euch steht.
online-key-joined = { $new ->
    [yes] Der Schlüssel von { $address }, zum ersten Mal gesehen: { $key }. Sein Betreiber sieht denselben: Vergleicht ihn einmal; dieses Fenster prüft ihn von nun an selbst.
   *[no] Der Schlüssel von { $address }: { $key }, derselbe, mit dem er schon früher geantwortet hat.
}
online-lost = Die Verbindung zum Gastgeber ist abgerissen. Das Spiel bleibt erhalten: Solange der Gastgeber es noch offen hat, bringt dich „Wieder beitreten“ auf deinen Platz zurück; hat er Sowing geschlossen, kann es jeder von euch nur allein weiterspielen (der Titel bietet es an).
online-other-version = Der Gastgeber hat eine andere Version von Sowing (diese spricht Version { $version }).
online-denied-version = Der Gastgeber hat eine andere Version von Sowing (Gastgeber { $host }, deine { $ours }).
online-denied-password = Falsches Passwort.
online-denied-not-playing = Es wird kein Spiel gespielt.
online-denied-illegal = Der Gastgeber hat den Zug abgelehnt: { $why }
online-denied-malformed = Der Gastgeber konnte die Anfrage nicht lesen.
online-denied-replaced = Du bist diesem Spiel aus einem anderen Fenster oder von einem anderen Rechner erneut beigetreten: Der Platz ist dorthin gegangen, dieses Fenster hat das Spiel verlassen.
online-denied-no-room = Dort hat kein Raum diesen Code (oder der Gastgeber unter dieser Adresse hat keine Räume): Prüfe den Code oder lass ihn leer, um dem eigenen Spiel eines Gastgebers beizutreten.
online-denied-rooms-full = Der Server öffnet jetzt keine weiteren Räume: Versuche es später noch einmal oder auf einem anderen Server.
online-bad-game = Das Spiel des Gastgebers ist nicht lesbar: { $why }
online-rejoin = Wieder beitreten
online-back-to-form = Zurück zum Beitrittsformular

## Numbers as shown and said
# The mark between a number's whole part and its decimals.
decimal-mark = {","}
shown-percent = { $n } %
shown-seconds = { $n } s
said-percent = { $n } Prozent
said-seconds = { $n } Sekunden
# A combo box or a slider as a screen reader says it: its name, then its value.
named-with-value = { $name }, { $value }
# A heading that opens and closes, as a screen reader says it.
heading-open = { $name }, geöffnet
heading-closed = { $name }, geschlossen
# A player's card in the game panel.
card-player = Spieler { $n }
card-look-shape = { $colour }, { $shape }
card-seat-host =
    { $kind ->
        [computer] Computer, beim Gastgeber
       *[human] Mensch, beim Gastgeber
    }
card-seat-named = { $seat }: { $name }
card-counter =
    { $counter ->
        [stores] Speicher
        [captured] Geschlagen
        [reserve] In Reserve
       *[hand] Zu setzen
    } { $n }
card-state =
    { $state ->
        [to-move] Am Zug
        [thinking] Denkt nach …
        [moving] Zieht …
        [won] Gewinnt
       *[drew] Remis
    }
