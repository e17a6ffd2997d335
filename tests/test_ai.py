"""Computer players: legal play at every level, fair play, the search's budget."""

from __future__ import annotations

import copy
import itertools
import random
import statistics
import time
from collections import Counter
from collections.abc import Callable
from typing import Any

import pytest

from burraco_core import Match, MatchOptions, NextSmazzata
from burraco_core.actions import Action, Discard, Draw, PickUp
from burraco_core.ai import LEVELS, PLAYERS, DifficilePlayer, Player, make_player, play_turn
from burraco_core.ai import difficile as difficile_module
from burraco_core.ai.difficile import RACE_EQUAL, Determinizer, _clearly_ahead, _race
from burraco_core.ai.knowledge import Knowledge
from burraco_core.ai.medio import MedioPlayer
from burraco_core.ai.plays import find_plays, way_out
from burraco_core.ai.reasons import Reason
from burraco_core.cards import Card, full_deck
from burraco_core.match import FINISHED, PLAYING, SCORED
from burraco_core.messages import render
from burraco_core.scoring import score_layouts
from burraco_core.smazzata import Smazzata
from burraco_core.variants import get_variant
from burraco_core.views import SeatView, context_from_view, seat_view
from tests.helpers import match_with, position

QUICK = {"difficile": lambda: DifficilePlayer(playouts=2)}


def player(level: str):  # type: ignore[no-untyped-def]
    return QUICK[level]() if level in QUICK else make_player(level)


def advance(match: Match, turns: int, seed: int) -> None:
    """Play some turns with medio everywhere to reach a varied position."""
    rng = random.Random(seed)
    medio = make_player("medio")
    for _ in range(turns):
        if match.phase != PLAYING:
            return
        play_turn(match, medio, rng)


def at_a_discard(seed: str, turns: int, variant: str = "classic") -> Any:
    """The view of the seat to discard in a two-player match, after
    ``turns`` turns of medio."""
    match = Match.new(MatchOptions(variant=variant, players=2, seed=seed))
    advance(match, turns, 1)
    medio, rng = make_player("medio"), random.Random(2)
    view = seat_view(match, match.smazzata.turn)
    while not view["legal"]["discard"]:
        match.apply(medio.choose(view, rng))
        view = seat_view(match, match.smazzata.turn)
    return view


def redistribute(s: Smazzata, seat: int, rng: random.Random) -> None:
    """Shuffle every card ``seat`` cannot see among the places it cannot see."""
    others = [o for o in range(s.players) if o != seat]
    hidden = [c for o in others for c in s.hands[o]] + s.stock + [c for p in s.pozzetti for c in p]
    rng.shuffle(hidden)
    for o in others:
        size = len(s.hands[o])
        s.hands[o], hidden = hidden[:size], hidden[size:]
    for index, pozzetto in enumerate(s.pozzetti):
        size = len(pozzetto)
        s.pozzetti[index], hidden = hidden[:size], hidden[size:]
    s.stock = hidden


@pytest.mark.parametrize("level", sorted(PLAYERS))
@pytest.mark.parametrize(("variant", "players"), [("classic", 2), ("reale", 4), ("classic", 3)])
def test_every_level_plays_whole_smazzate_legally(level: str, variant: str, players: int) -> None:
    match = Match.new(MatchOptions(variant=variant, players=players, seed=f"legal-{level}"))
    seats = [player(level) for _ in range(players)]
    rng = random.Random(1)
    for _ in range(400):
        if match.phase != PLAYING:
            break
        seat = match.smazzata.turn
        play_turn(match, seats[seat], rng)  # an illegal action would raise here
    assert match.phase in (SCORED, FINISHED)


@pytest.mark.parametrize("level", sorted(PLAYERS))
def test_decisions_never_depend_on_hidden_cards(level: str) -> None:
    for seed in range(6):
        match = Match.new(MatchOptions(players=2 + seed % 3, seed=f"fair-{seed}"))
        advance(match, 3 + seed * 4, seed)
        if match.phase != PLAYING:
            continue
        seat = match.smazzata.turn
        view = seat_view(match, seat)
        chooser = player(level)
        decision = chooser.choose(view, random.Random(seed))
        reason = getattr(chooser, "reason", None)
        for shuffle in range(3):
            other = Match.from_dict(match.to_dict())
            redistribute(other.smazzata, seat, random.Random(shuffle))
            assert other.smazzata.hands != match.smazzata.hands  # the hidden cards moved
            assert seat_view(other, seat) == view  # the view does not leak them...
            again = player(level)
            assert again.choose(seat_view(other, seat), random.Random(seed)) == decision
            assert getattr(again, "reason", None) == reason  # ...so neither do the decision and why


def test_views_show_other_hands_only_as_counts() -> None:
    match = Match.new(MatchOptions(players=4, seed="counts"))
    advance(match, 6, 0)
    view = seat_view(match, 0)
    for other in (1, 2, 3):
        assert view["hand_counts"][other] == len(match.smazzata.hands[other])
    assert isinstance(view["stock"], int)
    assert all(isinstance(size, int) for size in view["pozzetti"])


def test_determinizations_agree_with_the_view() -> None:
    match = Match.new(MatchOptions(players=2, seed="worlds"))
    advance(match, 14, 3)
    seat = match.smazzata.turn
    view = seat_view(match, seat)
    dealer = Determinizer(view)
    for sample in range(5):
        world = dealer.sample(random.Random(sample)).smazzata
        assert Counter(world.all_cards()) == Counter(full_deck(world.variant))
        assert [str(c) for c in world.hands[seat]] == view["hand"]
        assert [len(h) for h in world.hands] == view["hand_counts"]
        assert len(world.stock) == view["stock"]
        assert [len(p) for p in world.pozzetti] == view["pozzetti"]
        for other, held in dealer.held.items():
            assert not Counter(held) - Counter(world.hands[other])


@pytest.mark.parametrize("players", [2, 3, 4])
def test_cards_surely_held_are_in_the_hand(players: int) -> None:
    """``held`` never names a card that has left the hand (a picked-up card
    put on the table while its twin is still unseen stays in ``known``), and
    it is no mere empty set."""
    match = Match.new(
        MatchOptions(players=players, seed=f"held-{players}", smazzate=1, target=None)
    )
    rng = random.Random(players)
    medio = make_player("medio")
    named = 0
    melded_but_known = 0
    while match.phase == PLAYING:
        s = match.smazzata
        know = Knowledge.from_view(seat_view(match, s.turn))
        for other, cards in know.held.items():
            assert not cards - Counter(s.hands[other]), (other, cards, s.hands[other])
            named += sum(cards.values())
            melded_but_known += sum((know.known[other] - cards).values())
        play_turn(match, medio, rng)
    assert named > 20
    assert melded_but_known > 0  # the case ``held`` is there for came up


def test_a_seat_that_melds_at_once_is_dealt_no_natural_play() -> None:
    """A seat whose side has gone down melds naturals at once, so the
    determinizations deal it no hand holding one (random hands did, in 69%
    of the deals, where its real hand held one in 1%)."""
    checked = 0
    for seed in range(6):
        match = Match.new(MatchOptions(players=2, seed=f"settle-{seed}", smazzate=1, target=None))
        advance(match, 16, seed)
        if match.phase != PLAYING:
            continue
        view = seat_view(match, match.smazzata.turn)
        dealer = Determinizer(view)
        for other in dealer.settled:
            for sample in range(10):
                world = dealer.sample(random.Random(sample)).smazzata
                context = world.context(other)
                assert next(find_plays(context, with_wild=False), None) is None
                checked += 1
    assert checked >= 30


def test_difficile_keeps_to_its_time_budget() -> None:
    match = Match.new(MatchOptions(players=2, seed="budget"))
    advance(match, 8, 1)
    budget = 0.15
    difficile = DifficilePlayer(budget_s=budget)
    rng = random.Random(0)
    for _ in range(4):
        if match.phase != PLAYING:
            break
        start = time.perf_counter()
        play_turn(match, difficile, rng)
        # generous: a shared machine may stall a playout in flight
        assert time.perf_counter() - start < budget * 3 + 0.2
        advance(match, 1, 2)


def test_the_race_drops_options_clearly_beaten_or_surely_equal() -> None:
    rng = random.Random(3)
    deals = 12
    luck = [rng.gauss(0, 300) for _ in range(deals)]  # the deal's luck, shared by every option
    best = [x + 40 + rng.gauss(0, 5) for x in luck]
    beaten = [x - 60 + rng.gauss(0, 5) for x in luck]
    same = [b + rng.uniform(-1, 1) for b in best]  # a hair from the best: no reason to go on
    close = [x + 35 + rng.gauss(0, 40) for x in luck]  # might still be best
    assert _race([best, beaten, same, close], [0, 1, 2, 3]) == [0, 3]
    # the same gaps without common deals would be lost in the luck of the deal
    assert _race([best, beaten[1:] + beaten[:1]], [0, 1]) == [0, 1]
    assert abs(statistics.fmean(best) - statistics.fmean(same)) < RACE_EQUAL


@pytest.mark.parametrize(
    ("gain", "spread", "overruled"),
    [
        (15.0, 80.0, False),  # ahead on average, within the noise: medio's discard stands
        (100.0, 5.0, True),  # clearly better on every deal: the search overrules medio
    ],
)
def test_difficile_overrules_medios_discard_only_when_clearly_better(
    monkeypatch: pytest.MonkeyPatch, gain: float, spread: float, overruled: bool
) -> None:
    view = at_a_discard("discard", 6)
    ctx, know = context_from_view(view), Knowledge.from_view(view)
    usual = str(MedioPlayer().discard(ctx, know, view["legal"]["discard"], random.Random(0)))

    def playout(
        world: Match, seat: int, first: Discard, deal: random.Random, leaver: bool = False
    ) -> float:
        luck = deal.gauss(0, 300)  # the deal's, the same for every option
        card = first.to_dict()["card"]
        noise = random.Random(f"{card}:{luck}").gauss(0, spread)
        return luck + noise + (0.0 if card == usual else gain)

    monkeypatch.setattr(difficile_module, "_playout", playout)
    difficile = DifficilePlayer(playouts=8)
    action = difficile.pick_discard(view, ctx, know, random.Random(0))
    assert (action.to_dict()["card"] != usual) is overruled
    assert (difficile.reason.code == "why_searched") is overruled


@pytest.mark.parametrize("deals", [2, 3, 5, 8, 12])
def test_difficile_overrules_on_chance_as_rarely_on_few_deals_as_on_twelve(deals: int) -> None:
    """With nothing to choose between two options, a search cut short by
    the clock after a few deals overrules medio about as often as one of 12
    deals does (OVERRULE_Z's 1.5 standard errors there: one time in 12),
    not one time in 5 as 1.5 standard errors of 2 differences would."""
    chance = random.Random(f"chance:{deals}")
    trials = 6000
    overruled = 0
    for _ in range(trials):
        luck = [chance.gauss(0, 300) for _ in range(deals)]
        leader = [x + chance.gauss(0, 50) for x in luck]
        medios = [x + chance.gauss(0, 50) for x in luck]
        overruled += _clearly_ahead(leader, medios)
    assert abs(overruled / trials - 0.081) < 0.015


def test_difficile_overrules_on_a_lead_of_few_deals_only_if_it_is_larger() -> None:
    """A lead of 2 standard errors overrules medio on 12 deals, not on 3,
    where it takes about 2.2."""
    three = [30.0 - 26.0, 30.0, 30.0 + 26.0]  # mean 30, standard error 15
    assert not _clearly_ahead(three, [0.0] * 3)
    assert _clearly_ahead([x + 6.0 for x in three], [0.0] * 3)  # 2.4
    twelve = [30.0 + 52.0 * (-1) ** i for i in range(12)]  # mean 30, about 15.7
    assert _clearly_ahead(twelve, [0.0] * 12)


def test_difficile_budget_can_be_read_on_any_clock() -> None:
    match = Match.new(MatchOptions(players=2, seed="clock"))
    advance(match, 6, 1)
    readings = itertools.count()
    # a clock that runs a second per reading: the turn's searches (going
    # down, the discard) share its ten seconds, each stopping when one more
    # round of deals would overrun its share
    difficile = DifficilePlayer(budget_s=10, clock=lambda: float(next(readings)))
    play_turn(match, difficile, random.Random(0))
    assert next(readings) <= 10 + 4  # the turn's start, and one reading over per search
    assert difficile.last_samples >= 2  # the discard still had its time


def swinging_playout(played: Counter[str]) -> Callable[..., float]:
    """A playout in which the options (discards by their card, the take's
    by their type) swing against each other deal by deal, level on
    average: never clearly ahead nor surely level, so only a cap or the
    clock stops the search."""

    def playout(
        world: Match, seat: int, first: Action, deal: random.Random, leaver: bool = False
    ) -> float:
        option: str = first.to_dict().get("card") or first.to_dict()["type"]
        played[option] += 1
        return 200.0 * (-1) ** (played[option] + sorted(played).index(option))

    return playout


@pytest.mark.parametrize("leaver", [False, True])
def test_difficile_stops_at_its_cap_of_deals_however_long_its_budget(
    leaver: bool, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Searched on for as long as the budget allows, a small difference
    becomes "clearly better" on the playouts' bias: with two players in
    classic the default player stops at MAX_DEALS deals a decision,
    whatever time is left, and so replays; at LEAVER_MAX_DEALS where the
    playouts play the opponent as one who leaves single cards."""
    view = at_a_discard("cap", 12)
    played: Counter[str] = Counter()
    monkeypatch.setattr(difficile_module, "_playout", swinging_playout(played))
    monkeypatch.setattr(difficile_module, "_leaves_single_cards", lambda know: leaver)
    caps = difficile_module.LEAVER_MAX_DEALS if leaver else difficile_module.MAX_DEALS
    ctx, know = context_from_view(view), Knowledge.from_view(view)
    choices = set()
    for _ in range(2):
        played.clear()
        difficile = DifficilePlayer(budget_s=1.0, clock=lambda: 0.0)  # time never runs out
        choices.add(str(difficile.pick_discard(view, ctx, know, random.Random(0))))
        assert difficile.last_samples == caps[("classic", 2)]
    assert len(choices) == 1


def test_difficile_searches_to_its_budget_in_reale(monkeypatch: pytest.MonkeyPatch) -> None:
    """In reale a playout's points spread wider (burraci of 100 to 1000), and
    capped at the classic's deals difficile lost to medio: there the clock
    alone stops a close call."""
    view = at_a_discard("cap", 12, variant="reale")
    monkeypatch.setattr(difficile_module, "_playout", swinging_playout(Counter()))
    ctx, know = context_from_view(view), Knowledge.from_view(view)
    readings = itertools.count()
    # a clock that runs a hundredth of a second per reading, one reading a deal
    difficile = DifficilePlayer(budget_s=1.0, clock=lambda: next(readings) / 100)
    difficile.pick_discard(view, ctx, know, random.Random(0))
    assert difficile.last_samples > difficile_module.MAX_DEALS[("classic", 2)]
    assert next(readings) <= 101  # within the budget, and one reading over


def test_difficile_leaves_a_search_switched_off_to_medio(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A benchmark can switch each search off (``difficile:12-take``), to
    measure what it is worth: that decision is then never searched."""
    kinds = {("Draw", "PickUp"): "take", ("Meld", "Discard"): "down"}
    searched: list[str] = []

    def spy(self: DifficilePlayer, view: Any, options: list[Action], *_: Any) -> Action:
        first, last = (type(option).__name__ for option in (options[0], options[-1]))
        searched.append(kinds.get((first, last), "discard"))
        return options[0]  # medio's choice: the smazzata plays as medio's

    monkeypatch.setattr(DifficilePlayer, "_search", spy)

    def kinds_searched(searches: tuple[str, ...]) -> set[str]:
        searched.clear()
        for seed in range(3):
            match = Match.new(MatchOptions(players=2, seed=f"off-{seed}", smazzate=1, target=None))
            seats = [DifficilePlayer(playouts=2, searches=searches) for _ in range(2)]
            rngs = [random.Random(seat) for seat in range(2)]
            while match.phase == PLAYING:
                seat = match.smazzata.turn
                play_turn(match, seats[seat], rngs[seat])
        return set(searched)

    every = ("take", "down", "discard")
    assert kinds_searched(every) == set(every)
    for off in every:
        assert kinds_searched(tuple(s for s in every if s != off)) == set(every) - {off}
    assert kinds_searched(()) == set()
    with pytest.raises(ValueError, match="unknown searches"):
        DifficilePlayer(searches=("pile",))


def test_difficile_searches_going_down_not_only_the_discard() -> None:
    """Where medio puts a new meld down, the search overrules it at times
    (waiting is clearly better), and says so."""
    medio = make_player("medio")
    for seed in (1, 4, 5):  # a wait comes in about half the smazzate
        match = Match.new(MatchOptions(players=2, seed=f"search-{seed}", smazzate=1, target=None))
        rng = random.Random(seed)
        while match.phase == PLAYING:
            view = seat_view(match, match.smazzata.turn)
            usual = medio.choose(view, rng)
            if usual.to_dict()["type"] == "meld":
                # waiting must be clearly better: four deals never showed it
                difficile = DifficilePlayer(playouts=12)
                action = difficile.choose(view, random.Random(seed))
                if difficile.reason.code == "why_wait":
                    assert action.to_dict()["type"] == "discard"
                    return
            match.apply(usual)
    raise AssertionError("difficile never waited to go down")


@pytest.mark.parametrize("variant", ["classic", "reale"])
def test_difficile_agreeing_with_medio_draws_what_medio_draws(variant: str) -> None:
    """The searches draw their deals aside (``_aside``): where difficile
    chooses as medio does, the seat's random source is left as medio leaves
    it, so that its later tie-breaks, and the game, stay medio's.  Checked
    at every decision of a smazzata, searched ones included."""
    match = Match.new(
        MatchOptions(variant=variant, players=2, seed="aside", smazzate=1, target=None)
    )
    medio, difficile = MedioPlayer(), DifficilePlayer(playouts=6)
    seen: Counter[str] = Counter()
    while match.phase == PLAYING and seen["decisions"] < 160:
        view = seat_view(match, match.smazzata.turn)
        mine, theirs = random.Random(seen["decisions"]), random.Random(seen["decisions"])
        difficile.last_samples = 0
        action = difficile.choose(view, mine)
        if action == medio.choose(view, theirs):
            assert mine.getstate() == theirs.getstate(), view
            seen["searched and agreed"] += difficile.last_samples > 0
        seen["decisions"] += 1
        match.apply(action)
    assert seen["searched and agreed"] >= 5, seen


def test_levels_offered_are_known_players() -> None:
    assert set(LEVELS) <= set(PLAYERS)
    assert LEVELS[0] == "facile"


def test_a_whole_match_between_levels_finishes() -> None:
    match = Match.new(MatchOptions(players=2, seed="levels", target=505))
    seats = [make_player("medio"), make_player("facile")]
    rng = random.Random(5)
    for _ in range(3000):
        if match.phase == FINISHED:
            break
        if match.phase == SCORED:
            match.apply(NextSmazzata(0))
            continue
        play_turn(match, seats[match.smazzata.turn], rng)
    assert match.phase == FINISHED


def racing(pile: list[str], picked_up: list[str], players: int = 2) -> Match:
    """Seat 0 to take; the opponents (seat 1, and seat 3 with four players)
    have 3 cards left and are down, and seat 1 has picked up ``picked_up``."""
    others = players - 1
    s = position(
        players=players,
        hands=[["3C", "7D", "9S", "JH", "KC", "5H", "QS", "8C", "AS"], *[None] * others],
        hand_sizes={str(seat): 3 for seat in range(1, players, 2)},
        melds=[[], [["4D", "5D", "6D", "7D"], ["JS", "JC", "JD"]]],
        pile=pile,
        phase="take",
        seed="race",
        picked_up=[[], picked_up, *[[]] * (others - 1)],
    )
    return match_with(s)


@pytest.mark.parametrize(
    ("pile", "picked_up", "taken", "why"),
    [
        (["6C", "10D"], [], False, "why_draw_race"),  # he lives on the stock: race him
        (["6C", "10D"], ["4H", "9H"], True, "why_pile_big"),  # he takes piles: a pile feeds him
        (["6C", "10D", "KH", "QD"], [], True, "why_pile_big"),  # left, it grows for anyone
    ],
)
def test_medio_leaves_a_small_pile_to_race_one_who_sheds(
    pile: list[str], picked_up: list[str], taken: bool, why: str
) -> None:
    """Two players: an opponent with 3 cards left who took nothing from the
    pile races to his pozzetto; a pile of two would slow medio down."""
    match = racing(pile, picked_up)
    medio = make_player("medio")
    action = medio.choose(seat_view(match, 0), random.Random(0))
    assert (action.to_dict()["type"] == "pickup") is taken
    assert medio.reason.code == why


@pytest.mark.parametrize(
    ("variant", "their_melds", "their_hand", "taken"),
    [
        ("reale", [], 9, True),  # a long smazzata: the pile is material
        ("reale", [["5D", "6D", "2S"]], 9, False),  # a wild spent early: a racer
        ("reale", [], 5, False),  # a hand nearly empty: a racer
        ("classic", [], 9, False),  # a short smazzata: the pile waits in hand
    ],
)
def test_medio_takes_a_pile_for_material_in_reale_unless_the_opponent_races_out(
    variant: str, their_melds: list[list[str]], their_hand: int, taken: bool
) -> None:
    """Two players: a pile of two that fits nothing, with medio's hand so
    big that a card is worth taking only as material for the burraci to
    come, as in reale it is; not against an opponent racing out."""
    ranks = ["A", "3", "4", "5", "6", "7", "8", "10", "J", "Q", "K"]
    hand = [rank + suit for suit in "HDS" for rank in ranks][:26]  # no club, no 9
    s = position(
        variant=variant,
        players=2,
        hands=[hand, None],
        hand_sizes={"1": their_hand},
        melds=[[], their_melds],
        took_pozzetto=[False, False],
        pile=["9C", "9C"],
        phase="take",
        seed="material",
        picked_up=[[], ["4H", "9H"]],
    )
    medio = make_player("medio")
    action = medio.choose(seat_view(match_with(s), 0), random.Random(0))
    assert (action.to_dict()["type"] == "pickup") is taken, medio.reason


def _opponent_may_close(
    pile: list[str], *, mine_done: bool, variant: str = "classic", his_hand: int = 6
) -> Smazzata:
    """Two players at the take: the opponent has his pozzetto, a burraco and
    a run of clubs (a set would not do in reale), so he may close, with
    ``his_hand`` cards; our side has its pozzetto and a meld if ``mine_done``."""
    return position(
        variant=variant,
        players=2,
        hands=[["3C", "7D", "9S", "JH", "JC", "5H", "QS", "8C", "AS"], None],
        hand_sizes={"1": his_hand},
        melds=[
            [["4H", "5H", "6H"]] if mine_done else [],
            [["3S", "4S", "5S", "6S", "7S", "8S", "9S"], ["JC", "QC", "KC"]],
        ],
        took_pozzetto=[mine_done, True],
        pile=pile,
        phase="take",
        seed="closing-near",
        picked_up=[[], ["4H", "9H"]],
    )


@pytest.mark.parametrize(
    ("pile", "mine_done", "taken", "why"),
    [
        (["6C", "10D"], False, False, "why_draw_danger"),  # a pile that fits nothing
        (["10D"], False, False, "why_draw_danger"),  # a single card, too
        (["6C", "10D"], True, True, "why_pile_big"),  # our pozzetto taken: material again
        (["10D", "JH"], False, True, "why_pile_fits"),  # the jack on top fits the hand
    ],
)
def test_medio_races_for_its_pozzetto_once_the_opponent_may_close(
    pile: list[str], mine_done: bool, taken: bool, why: str
) -> None:
    """Two players: the opponent has his pozzetto and a burraco, so he may
    close; medio, without its pozzetto, takes a pile only for what fits (a
    card that fits nothing would wait in hand and slow the race)."""
    s = _opponent_may_close(pile, mine_done=mine_done)
    medio = make_player("medio")
    action = medio.choose(seat_view(match_with(s), 0), random.Random(0))
    assert (action.to_dict()["type"] == "pickup") is taken
    assert medio.reason.code == why
    if mine_done:
        # difficile races to close too: the pile that fits nothing is left
        view = seat_view(match_with(s), 0)
        take, reason = DifficilePlayer().take_pile(
            context_from_view(view), Knowledge.from_view(view), view
        )
        assert (take, reason.code) == (False, "why_draw_danger")


@pytest.mark.parametrize(
    ("variant", "his_hand", "taken", "why"),
    [
        ("classic", 6, False, "why_draw_danger"),
        ("classic", 8, False, "why_draw_danger"),
        ("classic", 9, True, "why_pile_big"),  # he is not about to close
        ("reale", 6, True, "why_pile_big"),
    ],
)
def test_difficile_races_for_the_pile_after_its_pozzetto_in_classic_only(
    variant: str, his_hand: int, taken: bool, why: str
) -> None:
    """Both sides have their pozzetto and the opponent may close: in classic
    difficile leaves a pile that fits nothing (the race to close), while he
    holds 8 cards or fewer: with more he is not about to close, and the pile
    left would feed him; in reale, where a pile's cards are material and the
    race cost points against the pile eaters, it takes the pile as medio
    does."""
    s = _opponent_may_close(["QD", "7C"], mine_done=True, variant=variant, his_hand=his_hand)
    view = seat_view(match_with(s), 0)
    ctx, know = context_from_view(view), Knowledge.from_view(view)
    take, reason = DifficilePlayer().take_pile(ctx, know, view)
    assert (take, reason.code) == (taken, why)
    medio_take, _ = MedioPlayer().take_pile(ctx, know, view)
    assert medio_take  # medio melds on, in both variants


@pytest.mark.parametrize(
    ("variant", "opponent", "gated"),
    [("reale", "facile", True), ("reale", "medio", False), ("classic", "facile", False)],
)
def test_difficile_searches_in_reale_only_against_a_pile_taker(
    variant: str, opponent: str, gated: bool
) -> None:
    """Two players in reale the playouts' medio takes every pile, so once
    the opponent is seen leaving a third of our discards (facile does)
    difficile takes, goes down and discards as medio does, searching
    nothing (``_modelled``); against medio, and in classic, it searches."""
    match = Match.new(
        MatchOptions(variant=variant, players=2, seed="leaver", smazzate=1, target=None)
    )

    class Reading(MedioPlayer):
        """medio's rules, reading as difficile does a discard that comes back"""

        discard_comes_back = DifficilePlayer.discard_comes_back

    difficile, medio, other = DifficilePlayer(playouts=4), Reading(), make_player(opponent)
    seen: Counter[str] = Counter()
    while match.phase == PLAYING and seen["turns"] < 40:
        seat = match.smazzata.turn
        view = seat_view(match, seat)
        rng = random.Random(f"{seen['turns']}:{len(view['hand'])}")
        if seat == 1:
            match.apply(other.choose(view, rng))
            continue
        seen["turns"] += view["legal"]["draw"]
        unmodelled = not difficile_module._modelled(Knowledge.from_view(view))
        seen["unmodelled"] += unmodelled
        difficile.last_samples = 0
        action = difficile.choose(view, copy.deepcopy(rng))
        if unmodelled:
            assert action == medio.choose(view, rng), view
            said = (difficile.reason.code, medio.reason.code)
            let_go = ("why_comes_back", "why_least_needed")
            assert difficile.reason == medio.reason or said == let_go
            seen["searched unmodelled"] += difficile.last_samples > 0
        else:
            seen["searched"] += difficile.last_samples > 0
        match.apply(action)
    assert seen["searched unmodelled"] == 0, seen
    assert seen["unmodelled"] >= 60 if gated else seen["unmodelled"] == 0, seen
    assert seen["searched"] >= (0 if gated else 20), seen


@pytest.mark.parametrize("takes_upcard", [True, False])
def test_difficile_reads_the_upcard_left_as_a_pile_left(takes_upcard: bool) -> None:
    """An opponent who played first and left the card turned up at the deal
    has left a pile of one: with two players in reale difficile then plays
    its first turn by medio's rules; if he took it, it searches."""
    for seed in itertools.count():
        match = Match.new(
            MatchOptions(variant="reale", players=2, seed=f"upcard{seed}", smazzate=1, target=None)
        )
        if not match.smazzata.pile[0].can_be_wild:
            break
    opponent = match.smazzata.turn
    upcard = match.smazzata.pile[0]
    match.apply(PickUp(opponent) if takes_upcard else Draw(opponent))
    hand = match.smazzata.hands[opponent]
    match.apply(Discard(opponent, str(next(c for c in reversed(hand) if c != upcard))))
    view = seat_view(match, 1 - opponent)
    know = Knowledge.from_view(view)
    assert difficile_module._upcard_faced_by(know, opponent) == Counter([upcard])
    assert difficile_module._upcard_faced_by(know, 1 - opponent) == Counter()
    assert difficile_module._modelled(know) is takes_upcard
    difficile = DifficilePlayer(playouts=4)
    action = difficile.choose(view, random.Random(0))
    if not takes_upcard:
        assert action == MedioPlayer().choose(view, random.Random(0))
        assert difficile.last_samples == 0


def after_our_discards(variant: str, *, left: bool, seed: str) -> SeatView:
    """Two players, our turn after the take: the opponent has left the two
    cards we discarded (``left``) or picked them up."""
    s = position(
        variant=variant,
        players=2,
        hands=[["AH", "KH", "4C", "9S", "5D"], None],
        hand_sizes={"1": 11},
        melds=[[], []],
        pile=["JC", "3D"],
        phase="play",
        turn=0,
        dealer=1,
        seed=seed,
        discarded=[["5S", "6D"], ["JC", "3D"]],
        picked_up=[["JC"], [] if left else ["5S", "6D"]],
    )
    return seat_view(match_with(s, smazzate=1, target=None), 0)


@pytest.mark.parametrize("left", [True, False])
def test_difficile_lets_go_of_a_discard_that_comes_back(left: bool) -> None:
    """Two players in reale medio takes every pile, so against an opponent
    who leaves them our discard comes back with his: difficile then weighs
    only what a card would give him, and lets go of the ace its king waits
    for rather than the loose 9 (worth less in hand), and says why.  Against
    one who took our discards it keeps medio's discard."""
    view = after_our_discards("reale", left=left, seed="back")
    medio, difficile = MedioPlayer(), DifficilePlayer(playouts=4)
    assert medio.choose(view, random.Random(1)) == Discard(0, "9S")
    assert difficile.discard_comes_back(Knowledge.from_view(view)) is left
    if left:
        assert difficile.choose(view, random.Random(1)) == Discard(0, "AH")
        assert difficile.reason == Reason("why_comes_back", {"card": "AH"})
    else:
        assert difficile.choose(view, random.Random(1)) == Discard(0, "9S")


@pytest.mark.parametrize("players", [2, 3, 4])
def test_medio_plays_the_2_that_makes_a_burraco_nobile(players: int) -> None:
    """A 2 in its own suit's place is a natural: medio, which keeps its wild
    cards, still plays the 2 of hearts onto 3..A of hearts, and says why."""
    sequence = ["3H", "4H", "5H", "6H", "7H", "8H", "9H", "10H", "JH", "QH", "KH", "AH"]
    sides = 3 if players == 3 else 2
    s = position(
        variant="reale",
        players=players,
        hands=[["2H", "5C", "9D", "QS", "7C"], *[None] * (players - 1)],
        hand_sizes={str(seat): 9 for seat in range(1, players)},
        melds=[[sequence], *[[] for _ in range(sides - 1)]],
        took_pozzetto=[False] * sides,
        pile=["8D"],
        phase="play",
        seed="nobile",
    )
    medio = make_player("medio")
    action = medio.choose(seat_view(match_with(s), 0), random.Random(0))
    assert action.to_dict()["type"] == "attach" and action.to_dict()["cards"] == ["2H"]
    assert medio.reason == Reason("why_burraco_kind", {"burraco": "nobile", "bonus": 500})
    assert render(medio.reason.code, medio.reason.params, "en") == (
        "It makes the burraco nobile, worth 500."
    )


@pytest.mark.parametrize(
    ("players", "picked_up", "spends"),
    [
        (2, ["4H", "9H"], False),  # he takes piles: the wild waits for the way out
        (2, [], True),  # he lives on the stock and may close early: go down now
        (3, [], False),  # three and four players: a wild goes only on the way out
        (4, [], False),
    ],
)
def test_medio_keeps_its_wild_for_the_way_out(
    players: int, picked_up: list[str], spends: bool
) -> None:
    """Nobody near closing: a wild that would take medio down to 5 cards.
    With two players it is kept against a player who takes piles (the hand
    will hold 4 to 9 cards for a long time, and the wild plays the last ones
    out), spent against one who lives on the stock.  With three and four
    players it is kept for the side's burraco and the way out."""
    others: list[list[str] | None] = [None] * (players - 1)
    sides = 3 if players == 3 else 2  # three players start alone
    s = position(
        players=players,
        hands=[["2C", "5H", "6H", "9S", "JC", "KD", "3D", "QS"], *others],
        hand_sizes={str(seat): 9 for seat in range(1, players)},
        melds=[[] for _ in range(sides)],
        took_pozzetto=[False] * sides,
        pile=["8D"],
        phase="play",
        seed="keep-wild",
        picked_up=[[], picked_up, *[[] for _ in range(players - 2)]],
    )
    medio = make_player("medio")
    action = medio.choose(seat_view(match_with(s), 0), random.Random(0))
    assert (action.to_dict()["type"] == "meld") is spends
    assert medio.reason.code == ("why_wild_pozzetto" if spends else "why_loose")


@pytest.mark.parametrize(
    ("pile", "picked_up", "players", "why", "searched"),
    [
        # medio picks up: that stands
        (["6C", "10D"], ["4H", "9H"], 2, "why_pile_big", False),
        # the race against one who lives on the stock
        (["6C", "10D"], [], 2, "why_draw_race", False),
        # four players: he may yet take piles
        (["6C", "10D"], [], 4, "why_draw_race", True),
        # four players in classic: a pick-up is searched too
        (["5C", "5S"], [], 4, "why_pile_fits", True),
    ],
)
def test_difficile_may_turn_medios_draw_into_a_pickup_and_with_four_the_reverse(
    monkeypatch: pytest.MonkeyPatch,
    pile: list[str],
    picked_up: list[str],
    players: int,
    why: str,
    searched: bool,
) -> None:
    """The playouts undervalue a pile (its cards count against the hand
    that holds them three turns on), so with two players the search of the
    take is trusted one way only; and not against the two-player race,
    whose opponent lives on the stock, unlike the playouts' medio.  With
    four players in classic the playouts reach the seat's next turn, where
    a pile's cards are played, and a pick-up is searched too.  Here the planted
    playouts always prefer the other option to medio's, clearly."""
    match = racing(pile, picked_up, players)
    medio = make_player("medio")
    usual = medio.choose(seat_view(match, 0), random.Random(0)).to_dict()["type"]
    assert medio.reason.code == why
    played: list[str] = []

    def playout(
        world: Match, seat: int, first: Action, deal: random.Random, leaver: bool = False
    ) -> float:
        kind = first.to_dict()["type"]
        played.append(kind)
        return deal.gauss(0, 300) + (0.0 if kind == usual else 100.0)

    monkeypatch.setattr(difficile_module, "_playout", playout)
    difficile = DifficilePlayer(playouts=8)
    action = difficile.choose(seat_view(match, 0), random.Random(0))
    assert (action.to_dict()["type"] != usual) is searched
    assert bool(played) is searched
    overruled = "why_searched" if usual == "draw" else "why_pile_left"
    assert difficile.reason.code == (overruled if searched else why)


@pytest.mark.parametrize("both_ways", [True, False])
def test_difficile_gives_a_take_searched_both_ways_more_of_its_budget(
    monkeypatch: pytest.MonkeyPatch, both_ways: bool
) -> None:
    """Questioned both ways, the take overrules medio on either side, and in
    a fifth of the budget it was searched on a handful of deals, where 1.5
    standard errors mean little: there it gets TAKE_SHARE_BOTH_WAYS of the
    turn, elsewhere TAKE_SHARE."""
    if not both_ways:
        monkeypatch.setattr(difficile_module, "PICKUPS_SEARCHED", frozenset())
    played: Counter[str] = Counter()
    monkeypatch.setattr(difficile_module, "_playout", swinging_playout(played))
    readings = itertools.count()
    # a clock that runs a hundredth of a second per reading, one reading a deal
    difficile = DifficilePlayer(budget_s=1.0, clock=lambda: next(readings) / 100)
    difficile.choose(seat_view(racing(["6C", "10D"], [], 4), 0), random.Random(0))
    share = difficile_module.TAKE_SHARE_BOTH_WAYS if both_ways else difficile_module.TAKE_SHARE
    assert played["draw"] == played["pickup"]
    assert abs(difficile.last_samples - share * 100) <= 2


@pytest.mark.parametrize(
    ("players", "took_pozzetto", "hand", "out", "why"),
    [
        (2, False, ["6H", "8D", "2D"], True, "why_way_out_pozzetto"),
        (4, True, ["KS", "8D", "2D"], True, "why_way_out_close"),
        # two players, the opponents far from closing: melding on pays more
        (2, True, ["KS", "8D", "2D"], False, None),
    ],
)
def test_medio_plays_the_hand_out_in_an_order_its_best_meld_first_misses(
    monkeypatch: pytest.MonkeyPatch,
    players: int,
    took_pozzetto: bool,
    hand: list[str],
    out: bool,
    why: str | None,
) -> None:
    """The 2 of diamonds as the 7 in 4-5-6 of diamonds, then the 8: the hand
    is down to one card, whose discard takes the pozzetto or closes.  Scored
    alone, a wild attached to a short meld is not worth playing, so medio
    without the way out keeps its three cards."""
    burraco = ["3C", "4C", "5C", "6C", "7C", "8C", "9C"]
    s = position(
        players=players,
        hands=[hand, *[None] * (players - 1)],
        melds=[[["4D", "5D", "6D"], *([burraco] if took_pozzetto else [])], []],
        took_pozzetto=[took_pozzetto, False],
        phase="play",
        seed="way-out",
    )

    def turn(medio: MedioPlayer) -> tuple[bool, list[Reason]]:
        match = match_with(copy.deepcopy(s))
        reasons: list[Reason] = []
        play_turn(match, medio, random.Random(0), reasons)
        after = match.smazzata
        return after.sides[0].took_pozzetto != took_pozzetto or after.closed_by == 0, reasons

    went_out, reasons = turn(MedioPlayer())
    assert went_out is out
    if why is not None:
        assert reasons[0].code == why
    monkeypatch.setattr(MedioPlayer, "way_out", lambda self, ctx, know: None)
    assert turn(MedioPlayer())[0] is False


def medio_turn(s: Smazzata) -> tuple[Match, list[Reason]]:
    """medio plays one turn of ``s`` (seeded), and the reasons it gave."""
    match = match_with(s)
    reasons: list[Reason] = []
    play_turn(match, MedioPlayer(), random.Random(0), reasons)
    return match, reasons


def closing_position(players: int, their_burraco: bool, stock: int) -> Smazzata:
    """Seat 0, its pozzetto taken and a burraco down, closes by melding
    three kings and discarding its last card."""
    burraco = ["3C", "4C", "5C", "6C", "7C", "8C", "9C"]
    theirs = [["3D", "4D", "5D", "6D", "7D", "8D", "9D"]] if their_burraco else []
    return position(
        players=players,
        hands=[["KS", "KH", "KC", "5S"], ["QH", "QD", "QC", "JH", "JD"], None, None][:players],
        melds=[[burraco], theirs],
        took_pozzetto=[True, their_burraco],
        pozzetti=[] if their_burraco else [11],
        stock_size=stock,
        phase="play",
        seed="meld-on",
    )


@pytest.mark.parametrize(
    ("players", "their_burraco", "stock", "closes"),
    [
        (2, False, 30, False),  # the opponent cannot close: meld on
        (2, True, 30, True),  # he may close any turn now: close first
        (2, False, 3, True),  # the last turn: close while it counts
        (4, False, 30, True),  # the side that closes wins: close
    ],
)
def test_medio_melds_on_rather_than_closing_while_it_is_safe(
    players: int, their_burraco: bool, stock: int, closes: bool
) -> None:
    """Three kings to meld and a card to discard would close.  With two
    players, while the opponent cannot close and another turn is sure to
    come, medio keeps two cards and plays on; otherwise it closes."""
    match, reasons = medio_turn(closing_position(players, their_burraco, stock))
    assert (match.smazzata.closed_by == 0) is closes
    if not closes:
        assert len(match.smazzata.hands[0]) >= 1
        assert reasons[-1].code == "why_meld_on"


@pytest.mark.parametrize(("players", "out"), [(2, True), (4, False)])
def test_facile_plays_its_hand_out_to_the_pozzetto_with_two_players(
    players: int, out: bool
) -> None:
    """With two players facile too finds the order that takes its hand to
    the pozzetto; with more it plays its best meld first, as before (going
    out there too, it lost only 60% of smazzate to medio, where the ladder
    wants 70%)."""
    s = position(
        players=players,
        hands=[["6H", "8D", "2D", "KS", "KH", "KC"], *[None] * (players - 1)],
        melds=[[["4D", "5D", "6D"]], []],
        phase="play",
        seed="way-out",
    )
    match = match_with(s)
    reasons: list[Reason] = []
    play_turn(match, make_player("facile"), random.Random(0), reasons)
    assert match.smazzata.sides[0].took_pozzetto is out
    assert (reasons[0].code == "why_way_out_pozzetto") is out


@pytest.mark.parametrize(
    ("burraco", "spends"),
    [
        (["3C", "4C", "5C", "6C", "7C", "8C", "9C"], True),  # pulito: closing is open
        (["3C", "4C", "5C", "6C", "2S", "8C", "9C"], False),  # sporco: not in reale
    ],
)
def test_medio_spends_a_wild_to_finish_only_when_its_side_may_close(
    burraco: list[str], spends: bool
) -> None:
    """In reale only a clean burraco opens closing: with a dirty one, a wild
    spent to get the hand down to its last cards closes nothing."""
    hand = ["9H", "10H", "2D", "5C", "KS"]
    s = position(
        variant="reale",
        players=4,
        hands=[hand, None, None, None],
        melds=[[burraco], []],
        took_pozzetto=[True, False],
        phase="play",
        seed="finish",
    )
    match, reasons = medio_turn(s)
    assert (Card.parse("2D") not in match.smazzata.hands[0]) is spends
    assert ("why_wild_close" in [r.code for r in reasons]) is spends


@pytest.mark.parametrize(
    ("variant", "wild", "meld_size", "why"),
    [
        ("classic", "JK", 6, "why_wild_burraco"),  # the joker makes the burraco
        ("classic", "JK", 7, None),  # pulito to semipulito, 200 to 150: kept
        ("reale", "2S", 6, "why_wild_burraco"),
        ("reale", "2S", 7, None),  # pulito to sporco, 200 to 100: kept
    ],
)
def test_medio_spoils_no_burraco_to_get_a_wild_out_of_hand(
    variant: str, wild: str, meld_size: int, why: str | None
) -> None:
    """Its side has its pozzetto and may close (or needs a burraco): a wild
    that completes a burraco goes down, but not one that would lower a
    clean burraco's bonus only to take the hand down to three cards."""
    run = ["3C", "4C", "5C", "6C", "7C", "8C", "9C"][:meld_size]
    s = position(
        variant=variant,
        players=4,
        hands=[[wild, "KS", "9H", "5H"], None, None, None],
        melds=[[run], []],
        took_pozzetto=[True, False],
        phase="play",
        seed="spoil",
    )
    match, reasons = medio_turn(s)
    meld = match.smazzata.sides[0].melds[0].layout
    spent = Card.parse(wild) not in match.smazzata.hands[0]
    assert spent is (why is not None)
    assert len(meld.cards) == (7 if spent else meld_size)
    if why is None:
        assert meld.burraco(get_variant(variant)) == "pulito"
    else:
        assert why in [r.code for r in reasons]


@pytest.mark.parametrize(("variant", "spends"), [("classic", True), ("reale", False)])
def test_medio_banks_a_dirty_burraco_in_reale_only_once_the_opponent_may_close(
    variant: str, spends: bool
) -> None:
    """The opponent has his pozzetto but no burraco yet.  In classic medio
    completes its burraco with a wild, banking 100 before he can close; in
    reale it waits for the natural: a sporco there does not open closing,
    and the clean burraco it would forgo is worth 200 and more."""
    s = position(
        variant=variant,
        players=2,
        hands=[["2S", "KS", "9H", "5H", "QD", "7D", "4S", "JC"], None],
        melds=[[["3C", "4C", "5C", "6C", "7C", "8C"]], []],
        took_pozzetto=[False, True],
        pozzetti=[11],
        phase="play",
        seed="bank",
    )
    medio = make_player("medio")
    action = medio.choose(seat_view(match_with(s), 0), random.Random(0)).to_dict()
    assert (action["type"] == "attach" and action["cards"] == ["2S"]) is spends
    assert (medio.reason.code == "why_wild_burraco") is spends


@pytest.mark.parametrize(
    ("variant", "pozzetti", "stock", "threat"),
    [
        ("classic", [11], 5, 0.6),  # the stock ends the smazzata soon
        ("reale", [11], 5, 0.0),  # the pozzetto left joins the stock: no end yet
        ("reale", [], 5, 0.6),
    ],
)
def test_a_low_stock_is_a_sign_of_the_end_only_when_no_pozzetto_refills_it(
    variant: str, pozzetti: list[int], stock: int, threat: float
) -> None:
    """In reale an untaken pozzetto joins the stock when it runs down, so
    medio counts it in the cards still to be drawn."""
    s = position(
        variant=variant,
        players=2,
        hands=[["KS", "9H", "5H"], None],
        hand_sizes={"1": 9},
        melds=[[], []],
        took_pozzetto=[True, not pozzetti],
        pozzetti=pozzetti,
        stock_size=stock,
        phase="play",
        seed="refill",
    )
    know = Knowledge.from_view(seat_view(match_with(s), 0))
    assert know.stock == stock + (sum(pozzetti) if variant == "reale" else 0)
    assert know.threat == threat


@pytest.mark.parametrize("players", [2, 3, 4])
def test_difficile_plays_out_through_its_own_next_turn(
    monkeypatch: pytest.MonkeyPatch, players: int
) -> None:
    """A playout reaches the seat's next turn, where a hand kept able to go
    out shows (with four players three turns ended before it)."""
    match = Match.new(MatchOptions(players=players, seed="horizon"))
    seat = match.smazzata.turn
    acted: list[int] = []

    def spy(world: Match, *args: Any) -> Any:
        acted.append(world.smazzata.turn)
        return play_turn(world, *args)

    monkeypatch.setattr("burraco_core.ai.difficile.play_turn", spy)
    difficile_module._playout(match, seat, Draw(seat), random.Random(0))
    assert acted[0] == seat  # the rest of the turn the decision is in
    assert seat in acted[1:]


def test_difficile_scores_three_player_playouts_by_seat() -> None:
    """Three players: once two seats pair up each scores half of their side,
    so a playout is judged by the seat's points against the other seats'
    mean, as the match scores them (not the pair's whole side against the
    one alone, which counted the pair's points twice)."""
    medio = MedioPlayer()
    checked = 0
    for seed in range(10):
        match = Match.new(MatchOptions(players=3, seed=f"pair-{seed}", smazzate=1, target=None))
        rng = random.Random(seed)
        while match.phase == PLAYING:
            play_turn(match, medio, rng)
        s = match.smazzata
        if len(s.sides) != 2:
            continue
        points = match.results[-1].seat_points
        for seat in range(3):
            others = [points[other] for other in range(3) if other != seat]
            expected = points[seat] - statistics.fmean(others)
            # the match rounds each half down to a multiple of 5
            assert difficile_module._three_player_value(s, seat) == pytest.approx(expected, abs=5)
        checked += 1
    assert checked >= 3


def test_four_players_take_a_pile_for_the_way_out_and_only_for_it_once_both_may_close() -> None:
    """Four players, where the side that closes wins almost every smazzata:
    a pile with which the whole hand goes out (to the pozzetto, or closing)
    is picked up whatever else it is worth, and once both sides may close a
    pile that leaves cards in hand is not.  Checked at every take of medio's
    own four-player smazzate, until each case has come up a few times."""
    medio = MedioPlayer()
    seen = Counter()
    for seed in range(80):
        if seen["out"] >= 3 and seen["both may close"] >= 3:
            break
        match = Match.new(MatchOptions(players=4, seed=f"way-{seed}", smazzate=1, target=None))
        rng = random.Random(seed)
        while match.phase == PLAYING:
            view = seat_view(match, match.smazzata.turn)
            action = medio.choose(view, rng)
            if view["legal"]["draw"] and view["legal"]["pickup"]:
                ctx, know = context_from_view(view), Knowledge.from_view(view)
                took = action.to_dict()["type"] == "pickup"
                may_close = ctx.side_close_refusal(list(ctx.melds.values())) is None
                goes_out = (ctx.pozzetto_available or may_close) and way_out(
                    ctx.after_pickup(know.pile)
                ) is not None
                if goes_out:
                    seen["out"] += 1
                    assert took, (view["hand"], view["pile"])
                elif may_close and know.threat >= 0.7 and len(know.pile) > 1:
                    seen["both may close"] += 1
                    assert not took, (view["hand"], view["pile"])
            match.apply(action)
    assert seen["out"] >= 3 and seen["both may close"] >= 3, seen


def test_difficile_races_to_close_against_a_player_who_takes_every_pile() -> None:
    """Two players, against an opponent who picks up a card a turn or more
    (the stock then never runs down, and whoever closes first wins): once
    its side may close, difficile takes a pile only if the whole hand goes
    out with it, and goes out whenever an order of plays allows it, never
    melding on instead; with the rule's conditions unmet it takes and plays
    as medio does.  Checked
    at every turn of seat 0 in medio's own two-player smazzate."""
    medio, difficile = MedioPlayer(), DifficilePlayer(playouts=2)
    # medio's rules as difficile plays them (its race after the pozzetto too)
    rules = MedioPlayer()
    rules.closes_after_pozzetto = DifficilePlayer.closes_after_pozzetto
    seen = Counter()
    for seed in range(16):
        match = Match.new(MatchOptions(players=2, seed=f"race-{seed}", smazzate=1, target=None))
        rng = random.Random(seed)
        while match.phase == PLAYING:
            seat = match.smazzata.turn
            view = seat_view(match, seat)
            action = medio.choose(view, rng)
            if seat == 0 and (view["legal"]["draw"] or view["legal"]["meld"]):
                ctx, know = context_from_view(view), Knowledge.from_view(view)
                may_close = ctx.side_close_refusal(list(ctx.melds.values())) is None
                turns = len(view["discarded"][1])
                taker = turns >= 6 and len(view["picked_up"][1]) >= 0.8 * turns
                racing = may_close and taker
                if view["legal"]["draw"] and view["legal"]["pickup"]:
                    took, why = difficile.take_pile(ctx, know, view)
                    if racing:
                        seen["race take"] += 1
                        goes_out = way_out(ctx.after_pickup(know.pile)) is not None
                        assert took == goes_out, (view["hand"], view["pile"])
                        assert why.code == ("why_pile_way_out" if took else "why_draw_close_race")
                    else:
                        assert (took, why) == rules.take_pile(ctx, know, view)
                elif view["legal"]["meld"]:
                    found = difficile.way_out(ctx, know)
                    if racing:
                        seen["race play"] += 1
                        assert found == way_out(ctx)
                        assert not difficile.melds_on(ctx, know)  # the race does not wait
                    else:
                        assert found == rules.way_out(ctx, know)
                        assert difficile.melds_on(ctx, know) == rules.melds_on(ctx, know)
            match.apply(action)
    assert seen["race take"] >= 10 and seen["race play"] >= 10, seen


@pytest.mark.parametrize("players", [2, 3])
def test_difficile_values_reale_playouts_by_the_fitted_weights(players: int) -> None:
    """Two and three players in reale, before anyone has a pozzetto, a
    playout's horizon is valued by ``FITTED_WORTH`` (cards in hand are
    material there); in classic, and once a pozzetto is taken, by
    ``_worth``.  With three players each seat is judged against the mean
    of the other two."""
    checked = {"reale": 0, "classic": 0}
    for variant in checked:
        match = Match.new(
            MatchOptions(variant=variant, players=players, seed="fit-0", smazzate=1, target=None)
        )
        medio = MedioPlayer()
        rng = random.Random(0)
        while match.phase == PLAYING and checked[variant] < 30:
            s = match.smazzata
            if not any(side.took_pozzetto for side in s.sides):
                weights = difficile_module.FITTED_WORTH.get((variant, players))
                worth = []
                for side, score in zip(s.sides, s.side_scores(), strict=True):
                    hand = [card for seat in side.seats for card in s.hands[seat]]
                    naturals = [card for card in hand if not card.can_be_wild]
                    if weights is None:  # no pozzetto taken: each side's -100 counts
                        worth.append(score.melded + score.burraco + score.pozzetto
                                     + 0.3 * score.hand)  # fmt: skip
                        continue
                    worth.append(
                        weights.melded * score.melded
                        + weights.burraco * score.burraco
                        + weights.natural_points * -score_layouts([], naturals, closed=False,
                                                                  took_pozzetto=True,
                                                                  variant=s.variant).hand
                        + weights.naturals * len(naturals)
                        + weights.wilds * (len(hand) - len(naturals))
                    )  # fmt: skip
                assert difficile_module._side_values(s) == pytest.approx(worth)
                if players == 3:
                    by_seat = [worth[s.side_index(seat)] / len(s.sides[s.side_index(seat)].seats)
                               for seat in range(3)]  # fmt: skip
                    for seat in range(3):
                        others = [by_seat[o] for o in range(3) if o != seat]
                        expected = by_seat[seat] - statistics.fmean(others)
                        got = difficile_module._three_player_value(s, seat)
                        assert got == pytest.approx(expected)
                checked[variant] += 1
            play_turn(match, medio, rng)
    assert ("reale", players) in difficile_module.FITTED_WORTH
    assert difficile_module.FITTED_WORTH.get(("classic", players)) is None
    # in classic the first goes out early: a dozen states in this smazzata
    assert checked["reale"] == 30 and checked["classic"] >= 10


@pytest.mark.parametrize("left", [True, False])
def test_difficile_plays_out_an_opponent_who_leaves_single_cards_as_one(
    left: bool, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Two players in classic medio picks up our single discard whatever it
    is (a card left there is a pile of two for us), where the panel takes
    only one that plays.  An opponent seen leaving our discards is played
    so in difficile's playouts; one who took them, as medio."""
    view = after_our_discards("classic", left=left, seed="single")
    assert difficile_module._leaves_single_cards(Knowledge.from_view(view)) is left
    played: Counter[tuple[int, str]] = Counter()
    real_play_turn = difficile_module.play_turn

    def recording(match: Match, player: Any, rng: random.Random) -> Any:
        played[match.smazzata.turn, type(player).__name__] += 1
        return real_play_turn(match, player, rng)

    monkeypatch.setattr(difficile_module, "play_turn", recording)
    DifficilePlayer(playouts=2).choose(view, random.Random(3))
    opponent = "_SingleCardLeaver" if left else "MedioPlayer"
    assert set(played) == {(0, "MedioPlayer"), (1, opponent)}


def test_a_single_card_leaver_draws_over_a_card_that_does_not_play() -> None:
    """The playouts' single-card leaver takes a single card only if it
    plays; medio takes it all the same, to starve the next player."""
    s = position(
        variant="classic",
        players=2,
        hands=[["AH", "KH", "4C", "9S", "5D"], None],
        hand_sizes={"1": 11},
        melds=[[], []],
        pile=["8D"],
        phase="take",
        turn=0,
        dealer=1,
        seed="single-draw",
    )
    view = seat_view(match_with(s, smazzate=1, target=None), 0)
    medio, leaver = MedioPlayer(), difficile_module._SingleCardLeaver()
    assert medio.choose(view, random.Random(0)) == PickUp(0)
    assert medio.reason.code == "why_pile_starve"
    assert leaver.choose(view, random.Random(0)) == Draw(0)


def test_a_single_card_leaver_closes_as_soon_as_it_may() -> None:
    """medio melds on while the opponent cannot close; the playouts'
    single-card leaver, like every member of the panel, closes at once:
    it looks for the way out and, without one, melds down to its last
    cards all the same."""
    for player, closes in ((MedioPlayer(), False), (difficile_module._SingleCardLeaver(), True)):
        match = match_with(closing_position(2, their_burraco=False, stock=30))
        view = seat_view(match, 0)
        ctx, know = context_from_view(view), Knowledge.from_view(view)
        assert player.melds_on(ctx, know) is not closes
        assert (player.way_out(ctx, know) is not None) is closes
        play_turn(match, player, random.Random(0))
        assert (match.smazzata.closed_by == 0) is closes


@pytest.mark.parametrize(
    ("lone_melds", "lone_cards", "variant", "closes"),
    [
        ("two burraci", 6, "classic", False),  # closing loses; he cannot close yet
        ("two burraci", 3, "classic", True),  # he may close any turn now: close first
        ("one meld", 6, "classic", True),  # closing wins the smazzata
        ("two burraci", 6, "reale", True),  # measured: no gain in reale
    ],
)
def test_difficile_does_not_close_behind_the_one_alone(
    lone_melds: str, lone_cards: int, variant: str, closes: bool
) -> None:
    """Three players, seat 0 in the pair: J-Q-K of spades and a discard
    would close.  Each seat of the pair scores half of its side, so closing
    behind the one alone loses the smazzata; in classic difficile melds on
    while he cannot close soon, and says why.  medio closes all the same."""
    melds = {
        "two burraci": [
            ["3D", "4D", "5D", "6D", "7D", "8D", "9D"],
            ["3H", "4H", "5H", "6H", "7H", "8H", "9H", "10H", "JH", "QH", "KH"],
        ],
        "one meld": [["3D", "4D", "5D"]],
    }[lone_melds]
    s = position(
        players=3,
        sides=[[0, 1], [2]],
        hands=[["JS", "QS", "KS", "4S"], None, None],
        hand_sizes={"1": 11, "2": lone_cards},
        melds=[[["3C", "4C", "5C", "6C", "7C", "8C", "9C"]], melds],
        took_pozzetto=[True, True],
        pozzetti=[],
        stock_size=30,
        phase="play",
        seed="hold-back",
        variant=variant,
    )
    for player, held_back in ((DifficilePlayer(searches=()), not closes), (MedioPlayer(), False)):
        match = match_with(copy.deepcopy(s))
        reasons: list[Reason] = []
        play_turn(match, player, random.Random(0), reasons)
        assert (match.smazzata.closed_by == 0) is not held_back
        if held_back:
            assert len(match.smazzata.hands[0]) >= 1
            assert reasons[-1].code == "why_hold_back"
            ours, theirs = reasons[-1].params["ours"], reasons[-1].params["theirs"]
            assert ours < theirs
            assert render("why_hold_back", reasons[-1].params, "it")


@pytest.mark.parametrize(
    ("sides", "variant", "spends"),
    [
        ([[0], [1, 2]], "classic", True),  # alone, no burraco: the wild goes on
        ([[0, 1], [2]], "classic", False),  # in the pair: medio's rule
        ([[0], [1, 2]], "reale", False),  # not measured in reale
    ],
)
def test_difficile_alone_puts_a_wild_toward_its_burraco(
    sides: list[list[int]], variant: str, spends: bool
) -> None:
    """Three players: seat 0 has its pozzetto and a clean meld of 5 cards
    but no burraco.  Alone, difficile puts its 2 of hearts on the meld, one card
    from a burraco, and says why; medio keeps the wild (it spends one only
    on the card that completes a burraco)."""
    s = position(
        players=3,
        sides=sides,
        hands=[["2H", "9S", "QD", "5S", "KH"], None, None],
        melds=[[["3C", "4C", "5C", "6C", "7C"]], []],
        took_pozzetto=[True, False],
        pozzetti=[11],
        stock_size=30,
        phase="play",
        seed="lone-wild",
        variant=variant,
    )
    _difficile_spends_the_wild(s, spends, 6, "why_wild_lone_burraco")


def _difficile_spends_the_wild(s: Smazzata, spends: bool, size: int, why: str) -> None:
    """From ``s``, difficile (when ``spends``) takes seat 0's first meld to
    ``size`` cards with the wild it holds, and says ``why``; medio does not."""
    for player, wild in ((DifficilePlayer(searches=()), spends), (MedioPlayer(), False)):
        cards, codes = _first_meld_after_a_turn(s, player)
        assert (cards == size) is wild
        assert (why in codes) is wild


def _first_meld_after_a_turn(s: Smazzata, player: Player) -> tuple[int, list[str]]:
    """``player`` plays seat 0's turn from ``s`` (left as it is): the
    cards then in the first meld of seat 0's side, and the reasons given."""
    match = match_with(copy.deepcopy(s))
    reasons: list[Reason] = []
    play_turn(match, player, random.Random(0), reasons)
    return len(match.smazzata.sides[0].melds[0].layout.cards), [r.code for r in reasons]


@pytest.mark.parametrize(
    ("sides", "pair_burraco", "variant", "dumps"),
    [
        ([[0], [1, 2]], True, "classic", True),  # alone, the pair may close
        ([[0], [1, 2]], False, "classic", False),  # the pair cannot close yet
        ([[0, 1], [2]], True, "classic", False),  # in the pair: medio's rule
        ([[0], [1, 2]], True, "reale", False),  # classic only
    ],
)
def test_difficile_alone_puts_its_wild_on_the_table_as_the_pair_may_close(
    sides: list[list[int]], pair_burraco: bool, variant: str, dumps: bool
) -> None:
    """Three players: seat 0 has its pozzetto, a burraco and a clean meld
    of 4 cards, and holds the 2 of diamonds among 7 cards.  Alone, once
    the other side has its pozzetto and a burraco, difficile puts the wild
    on the meld, where it scores, rather than keep it in hand, where it
    would cost; medio keeps it while it holds more than 3 cards."""
    other = ["3D", "4D", "5D", "6D", "7D", "8D", "9D"][: 7 if pair_burraco else 6]
    s = position(
        players=3,
        sides=sides,
        hands=[["2D", "9S", "QD", "4S", "KC", "8D", "6H"], None, None],
        melds=[
            [["3C", "4C", "5C", "6C"], ["5H", "6H", "7H", "8H", "9H", "10H", "JH"]],
            [other],
        ],
        took_pozzetto=[True, True],
        pozzetti=[],
        stock_size=30,
        phase="play",
        seed="lone-dump",
        variant=variant,
    )
    _difficile_spends_the_wild(s, dumps, 5, "why_wild_dump")


@pytest.mark.parametrize(
    ("stock", "spends", "last"),
    [
        (30, False, False),  # the smazzata goes on
        (4, True, False),  # the others' draws end it before our next turn
        (2, True, True),  # our discard ends it
    ],
)
def test_difficile_plays_for_the_stock_end(stock: int, spends: bool, last: bool) -> None:
    """Three players in reale, every pozzetto taken: seat 0 holds the 2 of
    diamonds and a clean meld of 4 cards waits on the table.  Once the
    stock ends before its next turn difficile puts the wild on the meld,
    where it scores, rather than keep it in hand, where it costs; on its
    last turn it lets go its dearest card, the ace.  medio does neither."""
    s = position(
        players=3,
        sides=[[0], [1, 2]],
        hands=[["2D", "9S", "AS", "4S", "8D", "6H", "QD"], None, None],
        melds=[
            [["3C", "4C", "5C", "6C"], ["5H", "6H", "7H", "8H", "9H", "10H", "JH"]],
            [["3D", "4D", "5D", "6D", "7D", "8D"]],
        ],
        took_pozzetto=[True, True],
        pozzetti=[],
        stock_size=stock,
        phase="play",
        seed="stock-end",
        variant="reale",
    )
    for player, wild in ((DifficilePlayer(searches=()), spends), (MedioPlayer(), False)):
        match = match_with(copy.deepcopy(s))
        reasons: list[Reason] = []
        actions = play_turn(match, player, random.Random(0), reasons)
        assert (len(match.smazzata.sides[0].melds[0].layout.cards) == 5) is wild
        assert ("why_wild_stock_end" in [r.code for r in reasons]) is wild
        discard = actions[-1]["card"]
        assert (reasons[-1].code == "why_last_discard") is (last and wild)
        if last and wild:
            assert discard == "AS" and reasons[-1].params == {"card": "AS", "worth": 15}


@pytest.mark.parametrize(
    ("partner_cards", "variant", "dumps"),
    [
        (3, "classic", True),  # our side may close, and so may he on his turn
        (9, "classic", False),  # he is not about to close: medio's rule
        (3, "reale", False),  # classic only
    ],
)
def test_difficile_puts_its_wild_on_the_table_as_its_partner_may_close(
    partner_cards: int, variant: str, dumps: bool
) -> None:
    """Four players: our side has its pozzetto, a burraco and a clean meld
    of 4 cards, and seat 0 holds the 2 of diamonds among 7 cards.  Once
    its partner, with 4 cards or fewer, may close on his turn, difficile
    puts the wild on the meld, where it scores, rather than keep it in
    hand, where it would cost; medio keeps it while it holds more than 3."""
    s = position(
        players=4,
        hands=[["2D", "9S", "AS", "4S", "8D", "6H", "QD"], None, None, None],
        hand_sizes={"2": partner_cards},
        melds=[
            [["3C", "4C", "5C", "6C"], ["5H", "6H", "7H", "8H", "9H", "10H", "JH"]],
            [["3D", "4D", "5D", "6D"]],
        ],
        took_pozzetto=[True, False],
        pozzetti=[11],
        stock_size=30,
        phase="play",
        seed="partner-close",
        variant=variant,
    )
    _difficile_spends_the_wild(s, dumps, 5, "why_wild_partner_close")


def test_difficile_alone_puts_its_last_wild_on_the_table_as_the_pair_may_close() -> None:
    """As above with 3 cards in hand, where medio's own rule for a wild
    spent late scores a wild alone on a meld below zero and keeps it:
    difficile alone puts it on the table all the same."""
    s = position(
        players=3,
        sides=[[0], [1, 2]],
        hands=[["2D", "9S", "QD"], None, None],
        melds=[
            [["3C", "4C", "5C", "6C"], ["5H", "6H", "7H", "8H", "9H", "10H", "JH"]],
            [["3D", "4D", "5D", "6D", "7D", "8D", "9D"]],
        ],
        took_pozzetto=[True, True],
        pozzetti=[],
        stock_size=30,
        phase="play",
        seed="lone-dump-late",
        variant="classic",
    )
    for player, wild in ((DifficilePlayer(searches=()), True), (MedioPlayer(), False)):
        size, _codes = _first_meld_after_a_turn(s, player)
        assert (size == 5) is wild
