"""``difficile``: determinized Monte Carlo search over the medio policy.

Three decisions of each turn are searched:

* the take, where medio would draw: the stock against the pile (where
  medio picks the pile up, that stands: see ``DifficilePlayer._take``);
* going down: the first time in the turn medio would put a new meld on the
  table, that meld now against waiting (discarding at once, the cards kept
  in hand);
* the discard, the decision that feeds or starves the opponents: medio's
  best few candidates.

Each candidate is tried in many *determinizations*: complete smazzate dealt
from what the seat cannot see (the unseen cards, shared out so that every
opponent keeps the cards he surely holds: picked up, and neither discarded
nor melded since; and so that one whose side has gone down holds no natural
meld or attachment, as a player who melds at once never does), then played
on by medio players for a few turns.  The same deals serve every candidate, so the
comparison is fair, and a candidate clearly beaten is dropped early (a race),
leaving the time to the close calls.  medio's choice stands unless another
option is clearly better on the deals played (its average score difference
ahead by more than OVERRULE_Z standard errors, more on fewer deals:
``overrule_z``).
The rest of the turn (which melds, which attachments) follows medio.  A
search stops when one candidate is left, when its share of the turn's time
budget is spent, or with two players in classic after MAX_DEALS deals (a
benchmark may fix the number of deals instead, with no clock, for
tournaments that replay); time the take or going down does not need goes
to the discard.

The search never looks at hidden cards: it is given the seat's view only,
and its samples come from its own seeded random source.
"""

from __future__ import annotations

import math
import random
import sys
import time
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass, replace

from ..actions import Action, Discard, Draw, PickUp
from ..cards import Card, parse_cards, point_value
from ..match import PLAYING, Match, MatchOptions
from ..melds import Layout, read_meld
from ..scoring import SideScore, score_layouts, split_pair
from ..smazzata import Phase, Side, Smazzata, TableMeld
from ..turn import TurnContext
from ..variants import get_variant
from ..views import SeatView, context_from_view
from .driver import play_turn
from .knowledge import Knowledge
from .medio import MedioPlayer, needs_burraco, pile_is_material, stock_ends_before_next_turn
from .plays import Play, as_action, find_plays, goes_out_with, is_wild, may_close, way_out
from .reasons import Reason
from .stats import mean as _mean
from .stats import stdev as _stdev
from .stats import t_quantile, t_tail

#: turns played after the decision before the position is scored, by the
#: player count: the next turn or two of each player, where what a discard
#: or a meld feeds shows.  A playout of six turns took half as long again
#: (4.9 ms against 3.4), and the luck of the cards dealt in the later turns
#: adds noise to every comparison (docs/COMPUTER-PLAYERS.md: how it was
#: measured).  With four players three turns end before the seat's own
#: next one, so a discard that keeps a hand able to go out looked no better
#: than any other: five reach it, and the opponent it then feeds.  With
#: three players two or four turns, which end on an opponent's, lost 7
#: points of share by the mean in reale (100 deals, ± 7.5) and six won
#: nothing (docs/COMPUTER-PLAYERS.md: "Three players, reale: where the
#: smazzate are lost").
HORIZON = {2: 3, 3: 3, 4: 5}
#: discards worth searching, the best by medio's own judgement
DISCARD_CANDIDATES = 4
#: (variant, players): at most this many deals a decision, however much of
#: the budget is left; classic with two players only.  The playouts'
#: opponents are medio whoever sits there, so their verdict carries a bias
#: that more deals do not remove: searched on until the budget ran out (a
#: median of 14 deals a discard, but 140 and more on a tenth of them, the
#: close calls), a small difference became "clearly better" and overruled
#: medio on the model's error; capped, difficile won more against the panel
#: and against medio (classic).  Where the cap binds before the budget
#: (natively, nearly always) a decision replays on any machine.  With three
#: and four players a playout deals more hands (and with four runs five
#: turns), so a real difference needs more deals to show: capped at 24
#: there, difficile lost ground against medio (docs/COMPUTER-PLAYERS.md:
#: "Deals a decision, capped"), so the budget alone stops those
#: searches.  So too in reale, where a playout's points spread wider
#: (burraci of 100 to 1000): capped, difficile won 53.2% against medio with
#: two players, searched to its budget 61.5%, and it gained against the
#: racer ("The cap in reale")
MAX_DEALS = {("classic", 2): 12}
#: the same cap where the playouts play the opponent as one who leaves our
#: single discards (``_leaves_single_cards``): their model is nearer the
#: truth there, so more deals are trusted (docs/COMPUTER-PLAYERS.md, "The
#: opponent who leaves single cards, played so")
LEAVER_MAX_DEALS = {("classic", 2): 24}
#: deals before any option may be dropped, and how sure dropping must be
RACE_MIN_DEALS = 6
RACE_Z = 2.0
#: how far ahead of medio's choice, in standard errors of the per-deal
#: difference, another option must be to overrule it
#: (docs/COMPUTER-PLAYERS.md: 1.5 and 2 measured; with three players in
#: reale 1.0 and 2.0 both lost 7 to 10 points of share by the mean, 100
#: deals each: "Three players, reale: where the smazzate are lost")
OVERRULE_Z = 1.5
#: ... as measured at 12 deals a decision.  On fewer the standard error,
#: itself estimated from those few differences, is rough, and a lead of
#: 1.5 of it is chance far more often (with nothing to choose between the
#: options, one time in 5 on 2 deals, one in 10 on 5, one in 12 on 12), so
#: a search cut short by the clock needs the lead that is as rare by chance
#: as 1.5 on 12 deals is (Student's t: 3.9 on 2 deals, 1.7 on 5); on more
#: deals 1.5 stands (docs/COMPUTER-PLAYERS.md, "Fewer deals, a bigger lead")
OVERRULE_DEALS = 12
#: points by which options surely within this of each other count as equal
RACE_EQUAL = 10.0
#: three players, in the pair: the side melds on rather than close behind
#: the one alone while his threat (``Knowledge.threat``) is under this
#: (``_holds_back``; 1.0 once he has a burraco and 4 cards or fewer)
HOLD_BACK_THREAT = 1.0
#: ... in classic only: in reale, 100 deals against medio, it won +0.3 ±
#: 0.7 points of share at the table and lost -0.7 ± 0.6 by seat
HOLD_BACK_VARIANTS = frozenset({"classic"})
#: three players in classic, the one alone without a burraco puts a wild on
#: a clean meld of 5 cards (``_toward_burraco``), scored so that every
#: natural play comes first; not in reale, where only a clean burraco
#: closes: 200 deals against medio, +1.6 ± 2.0 points of share at the
#: table, -0.5 ± 1.5 by seat, and no more smazzate won alone
LONE_WILD_VARIANTS = frozenset({"classic"})
LONE_WILD_SCORE = 0.5
#: ... and once the pair may close (``Knowledge.threat`` at least this, as
#: for medio's wilds dumped at 3 cards or fewer), it puts a wild on any
#: meld not yet a burraco, however many cards it holds (``_dumps_wild``)
LONE_DUMP_THREAT = 0.7
#: thinking time per turn: Python in the browser (Pyodide) runs 1.4 to 2
#: times slower, so it gets more time to search as much, under its 1.5 s cap
DEFAULT_BUDGET_S = 1.0 if sys.platform == "emscripten" else 0.45
#: the shares of the turn's budget the take and the going-down searches may
#: use, each from where the turn has got to; the discard has the rest
TAKE_SHARE = 0.2
DOWN_SHARE = 0.25
#: where medio's pick-ups are searched too, not only its draws (``_take``):
#: four players in classic, measured there; in four-player reale it lost
#: (-8.1 +- 9.7 points of share over 90 pairs against medio: a pile's
#: cards build burraci the playouts do not see finished)
PICKUPS_SEARCHED = frozenset({("classic", 4)})
#: ... and the take's share of the budget there: in a fifth of it a
#: four-player take was searched on a median of 5 deals (a tenth on 2),
#: too few for 1.5 standard errors to mean much either way; in two fifths
#: on a median of 8 (a tenth on 6), the discard's deals unchanged; against
#: medio +0.3 +- 3.3 points of share over 600 pairs, no loss to be seen
#: (docs/COMPUTER-PLAYERS.md, "Four players: the take searched both ways")
TAKE_SHARE_BOTH_WAYS = 0.4
#: redeals of one card to take a natural play out of a sampled hand
SETTLE_TRIES = 12
#: two players: an opponent who has picked up at least this many cards a
#: turn, over at least this many turns, takes every pile (``_takes_every_pile``)
PILE_TAKER_RATE = 0.8
PILE_TAKER_TURNS = 6
#: two players: an opponent who has left at least one of our discards, and
#: this share of those he faced, leaves piles (in reale ``_modelled``, in
#: classic ``_leaves_single_cards``)
PILE_LEAVER_SHARE = 0.34
#: the opponent's threat (``Knowledge.threat``) from which a discard may not
#: come back: his side has its pozzetto, and may close before the next pile
COMES_BACK_THREAT = 0.4
#: the decisions searched; a benchmark may leave any of them to medio, to
#: measure what each search is worth (``bench/tournament.py``: ``difficile-take``)
SEARCHES = frozenset({"take", "down", "discard"})


@dataclass(frozen=True, slots=True)
class Weights:
    """A seat's prospects at a playout's horizon, as a sum over its side:
    ``melded`` and ``burraco`` per point scored on the table, then per card
    in hand ``naturals`` and ``natural_points`` per point of it, ``wilds``
    for a joker or a 2."""

    melded: float
    burraco: float
    natural_points: float
    naturals: float
    wilds: float


#: the horizon's value before anyone has taken a pozzetto, where it was
#: fitted: by least squares on medio's own smazzate (``bench/value_fit.py``,
#: 2000 of them), each state's features against the other seats' mean
#: predicting the smazzata's final points against theirs.  Three players in
#: reale: the first goes out late (around the 68th turn), so the cards in
#: hand are still material, a natural worth about a point and a sixth of its
#: points, a wild 19, where ``_worth`` charges 0.3 of their points.  Against
#: medio (100 deals, paired with ``_worth`` on the same deals): +6.5 points of
#: share at the table, +5.3 seat by seat, +24 points a smazzata (a first fit,
#: on 739 smazzate: +10.0, +4.6, +35).  Three players in classic the fit (a
#: natural -12.6 and 1.25 of its points, a wild 32: the race to the pozzetto,
#: which comes by the 13th turn) changed nothing against medio (-0.3 points
#: of share, -20 points), so classic keeps ``_worth``.  Two players in
#: reale, where the two sides live on each other's discards for about 190
#: turns: a natural in hand costs 18 points, a wild is worth 48, and the
#: points melded say nothing the burraci do not; against medio (100 pairs,
#: paired with ``_worth``): +9.8 points of share, +90 points a smazzata.
#: Four players in classic it changed nothing (+1.2 points of share)
#: (docs/COMPUTER-PLAYERS.md: "The horizon's value, fitted")
FITTED_WORTH = {
    ("reale", 3): Weights(1.14, 0.89, 0.17, 0.96, 19.00),
    ("reale", 2): Weights(-0.13, 0.79, 0.16, -17.98, 47.75),
}


class DifficilePlayer(MedioPlayer):
    name = "difficile"
    #: the race for the pile after our own pozzetto (``medio._closing_near``)
    #: in classic only: in reale, now that a pile's cards count as material
    #: there, it cost points against the pile eaters and gained nothing
    #: against medio (docs/COMPUTER-PLAYERS.md, "After our pozzetto too")
    closes_after_pozzetto = frozenset({"classic"})
    #: the wilds spent and the dearest card let go as the stock ends
    #: (``medio.stock_ends_before_next_turn``): against medio, three players
    #: in reale, see docs/COMPUTER-PLAYERS.md, "The stock's end"
    plays_to_stock_end = True
    #: the wilds put on the table as our partner may close, in classic,
    #: where the smazzate end by a closing (in reale the stock ends half of
    #: them, and closing needs a clean burraco): four players against medio,
    #: see docs/COMPUTER-PLAYERS.md, "Our partner's close"
    plays_to_partner_close = frozenset({"classic"})

    def __init__(
        self,
        budget_s: float = DEFAULT_BUDGET_S,
        playouts: int | None = None,
        clock: Callable[[], float] = time.perf_counter,
        searches: Iterable[str] = SEARCHES,
    ) -> None:
        """``budget_s``: thinking time for a whole turn, read on ``clock``
        (benchmarks pass ``time.process_time`` so that a busy machine does not
        weaken the player); with two players in classic within MAX_DEALS
        deals a decision.  ``playouts``: at most this many deals a decision
        instead, whatever the time, for tournaments that replay.
        ``searches``: which of the take, going down and the discard are
        searched (the rest is medio's choice, difficile's own rules kept)."""
        self.searches = frozenset(searches)
        if not self.searches <= SEARCHES:
            raise ValueError(f"unknown searches: {sorted(self.searches - SEARCHES)}")
        self.budget_s = budget_s
        self.playouts = playouts
        self.clock = clock
        self.last_samples = 0
        self.last_margin = 0.0
        #: when the turn being played started, on ``clock``
        self._turn_start: float | None = None
        self._down_searched = False

    def choose(self, view: SeatView, rng: random.Random) -> Action:
        legal = view["legal"]
        if legal["draw"] or legal["pickup"] or self._turn_start is None:
            # a turn starts with its take; a hint may start mid-turn
            self._turn_start = self.clock()
            self._down_searched = False
        searches = self._searches(Knowledge.from_view(view))
        if legal["draw"] and legal["pickup"] and "take" in searches:
            return self._take(view, rng)
        if legal["meld"] and not self._down_searched and "down" in searches:
            # medio's choice is worked out there, searched or not, so that
            # its plays are not looked for twice
            return self._go_down_or_wait(view, rng)
        return super().choose(view, rng)

    # -- the race to close --------------------------------------------------------

    def take_pile(self, ctx: TurnContext, know: Knowledge, view: SeatView) -> tuple[bool, Reason]:
        """medio's take, except in the race to close (``_racing_to_close``):
        then a pile only if the whole hand goes out with it this turn."""
        if _racing_to_close(ctx, know):
            if goes_out_with(ctx, know.pile):
                return True, Reason("why_pile_way_out")
            return False, Reason("why_draw_close_race")
        return super().take_pile(ctx, know, view)

    def way_out(self, ctx: TurnContext, know: Knowledge) -> list[Play] | None:
        """medio's way out, also looked for in the race to close; none while
        closing would lose the smazzata (``_closing_loses``)."""
        if _racing_to_close(ctx, know):
            return way_out(ctx)
        way = super().way_out(ctx, know)
        if way is not None and _holds_back(ctx, know) and _closing_loses(ctx, know, way):
            return None
        return way

    def melds_on(self, ctx: TurnContext, know: Knowledge) -> bool:
        """medio melds on rather than closing, but not in the race to close;
        and so does difficile while closing would lose the smazzata."""
        if _racing_to_close(ctx, know):
            return False
        return super().melds_on(ctx, know) or self._held_back(ctx, know) is not None

    # -- the one alone's burraco -------------------------------------------------

    def _wild_into(self, ctx: TurnContext, know: Knowledge) -> Callable[[int | None], bool]:
        """medio's places for a wild, and alone without a burraco also a
        meld of 5 cards (``_toward_burraco``), alone once the pair may
        close any meld (``_dumps_wild``)."""
        medio_places = super()._wild_into(ctx, know)
        if _lone_dumping(know):
            return lambda meld_id: meld_id is not None or medio_places(meld_id)
        if not _lone_without_burraco(ctx, know):
            return medio_places
        return lambda meld_id: (
            medio_places(meld_id) or (meld_id is not None and len(ctx.melds[meld_id].cards) == 5)
        )

    def _score(self, play: Play, layout: Layout, ctx: TurnContext, know: Knowledge) -> float:
        """medio's score, and LONE_WILD_SCORE for a wild medio would keep
        that the one alone puts on a meld: toward a burraco, or as the pair
        may close.  Kept, or scored below zero: medio's own rule for a wild
        with 3 cards or fewer left takes 2.5 off a wild spent, which puts a
        wild alone on a meld under zero, and until December 2026 the one
        alone then kept it (classic, 400 deals against medio as medio with
        difficile's rules, paired: +0.8 +- 0.5 points of share)."""
        score = super()._score(play, layout, ctx, know)
        if score <= 0.0 and (
            _toward_burraco(play, layout, ctx, know) or _dumps_wild(play, layout, ctx, know)
        ):
            return LONE_WILD_SCORE
        return score

    def _lone_wild(self, play: Play, layout: Layout, ctx: TurnContext, know: Knowledge) -> bool:
        """``play`` is wanted by :meth:`_score`'s own rule alone."""
        return super()._score(play, layout, ctx, know) <= 0.0 and _toward_burraco(
            play, layout, ctx, know
        )

    def why_play(self, play: Play, ctx: TurnContext, know: Knowledge) -> Reason:
        """medio's reasons, and ``why_wild_lone_burraco`` for the play that
        only :meth:`_score`'s own rule wants."""
        meld_id, cards = play
        if (
            meld_id is not None
            and not self.going_out
            and self._lone_wild(play, ctx.attach(meld_id, cards), ctx, know)
        ):
            return Reason("why_wild_lone_burraco")
        return super().why_play(play, ctx, know)

    def _held_back(self, ctx: TurnContext, know: Knowledge) -> Reason | None:
        """Why the side melds on rather than closing, if ``_closing_loses``."""
        if not _holds_back(ctx, know):
            return None
        way = way_out(ctx)
        if way is None:
            return None
        score = _closing_loses(ctx, know, way)
        if score is None:
            return None
        ours, theirs = score
        return Reason("why_hold_back", {"ours": ours, "theirs": theirs})

    def discard_comes_back(self, know: Knowledge) -> bool:
        """Against an opponent who leaves piles (two players in reale,
        ``_modelled``), while medio's rules take every pile (he does not
        race out: ``pile_is_material``) and he may not close yet: the
        discard he leaves comes back with his, and only what it would give
        him counts.  Against the panel, 300 pairs, paired with difficile
        without it on the same deals: see docs/COMPUTER-PLAYERS.md, "A
        discard that comes back"."""
        return not _modelled(know) and pile_is_material(know) and know.threat < COMES_BACK_THREAT

    def why_discard(
        self, card: Card, ctx: TurnContext, know: Knowledge, legal: list[str]
    ) -> Reason:
        if len(ctx.hand) > 1:
            held_back = self._held_back(ctx, know)
            if held_back is not None:
                return held_back
        reason = super().why_discard(card, ctx, know, legal)
        if reason.code == "why_least_needed" and self.discard_comes_back(know):
            # a card the hand uses, let go since it comes back
            return Reason("why_comes_back", {"card": str(card)})
        return reason

    def _deadline(self, share: float) -> float:
        """``share`` of the budget from now, and never past the turn's end."""
        now = self.clock()
        start = now if self._turn_start is None else self._turn_start
        return min(now + share * self.budget_s, start + self.budget_s)

    # -- the take ----------------------------------------------------------------

    def _take(self, view: SeatView, rng: random.Random) -> Action:
        """medio's draw, unless picking up is clearly better; with four
        players in classic medio's pick-up too, unless drawing is clearly
        better (``PICKUPS_SEARCHED``).

        With two and three players the search is trusted one way only: its
        playouts score a pile taken by the cards it leaves in hand three
        turns on, so they undervalue material.  A pile they still prefer is
        worth taking; a pile they would leave may be that blindness talking
        (searched both ways, the take lost 21 points of share against the
        panel's greedy player with two players, and a pile left cost by the
        mean with three).  With four players the playouts run on to the
        seat's own next turn, where a pile's cards get played, and medio's
        pick-ups questioned too gained against medio (+5.1 +- 2.7 points of
        share over 600 deals at 12 deals a decision, +0.4 +- 3.5 at the
        default budget, where the take now has more of the turn:
        TAKE_SHARE_BOTH_WAYS) and, by the mean, against the panel's greedy
        player and hoarder (docs/COMPUTER-PLAYERS.md, "Four players: the
        take searched both ways"); not a pile with which the hand goes out.
        A long run of pick-ups is broken by a draw, as medio does: not
        searched.  Nor is the two-player race: medio leaves a pile of two
        there only to an opponent who has picked up at most one card, one
        who lives on the stock, while the playouts' medio would take it
        (questioned by the search, the race lost 12 points of share against
        the panel's racer)."""
        seat = view["seat"]
        know = Knowledge.from_view(view)
        take, self.reason = self.take_pile(context_from_view(view), know, view)
        why = self.reason.code
        both_ways = (view["variant"], view["players"]) in PICKUPS_SEARCHED
        if take:
            if not both_ways or why == "why_pile_way_out":
                return PickUp(seat)
        elif why in ("why_draw_stalling", "why_draw_close_race") or (
            know.players == 2 and why == "why_draw_race"
        ):
            return Draw(seat)
        medios, other = (PickUp(seat), Draw(seat)) if take else (Draw(seat), PickUp(seat))
        options: list[Action] = [medios, other]
        share = TAKE_SHARE_BOTH_WAYS if both_ways else TAKE_SHARE
        choice = self._search(view, options, _aside(rng, "take"), self._deadline(share), know)
        if choice is other:
            self.reason = Reason("why_pile_left" if take else "why_searched", self._deals())
        return choice

    # -- going down --------------------------------------------------------------

    def _go_down_or_wait(self, view: SeatView, rng: random.Random) -> Action:
        """medio's play, unless waiting beats the new meld medio would put
        down now: then the discard.  Searched once a turn, at the first new
        meld: the melds after it follow from it."""
        ctx = context_from_view(view)
        know = Knowledge.from_view(view)
        play = self.best_play(ctx, know)
        if play is None:
            return self.pick_discard(view, ctx, know, rng)
        seat = view["seat"]
        self.reason = self.why_play(play, ctx, know)
        if play[0] is not None:
            return as_action(seat, play)  # an attachment first: melds later
        self._down_searched = True
        if self.going_out or len(play[1]) == len(ctx.hand) or not view["legal"]["discard"]:
            return as_action(seat, play)  # the hand goes out this turn
        card = self.discard(ctx, know, view["legal"]["discard"], _aside(rng, "wait"))
        options = [as_action(seat, play), Discard(seat, str(card))]
        choice = self._search(view, options, _aside(rng, "down"), self._deadline(DOWN_SHARE), know)
        if choice is not options[0]:
            self.reason = Reason("why_wait", self._deals())
            return choice
        return options[0]

    # -- the discard -------------------------------------------------------------

    def pick_discard(
        self, view: SeatView, ctx: TurnContext, know: Knowledge, rng: random.Random
    ) -> Action:
        if "discard" not in self._searches(know):
            return super().pick_discard(view, ctx, know, rng)
        legal = list(view["legal"]["discard"])
        ranked: list[Action] = []
        ranking = rng  # medio's own draw for its discard, then draws aside
        while legal and len(ranked) < DISCARD_CANDIDATES:
            card = self.discard(ctx, know, legal, ranking)
            ranked.append(Discard(view["seat"], str(card)))
            legal.remove(str(card))
            ranking = _aside(rng, f"rank{len(ranked)}")
        # medio's discard stands unless another is clearly better: with the
        # best mean winning, the search overruled medio in half the discards
        # on a median of 8 deals (0.15 s a turn), mostly on noise
        choice = self._search(view, ranked, _aside(rng, "discard"), self._deadline(1.0), know)
        card = Card.parse(choice.to_dict()["card"])
        if choice is ranked[0]:
            self.reason = self.why_discard(card, ctx, know, view["legal"]["discard"])
        else:
            self.reason = Reason("why_searched", self._deals())
        return choice

    def _searches(self, know: Knowledge) -> frozenset[str]:
        """The decisions searched now: none against an opponent whom the
        playouts would play wrong (``_modelled``)."""
        return self.searches if _modelled(know) else frozenset()

    def _deals(self) -> dict[str, int]:
        return {"deals": self.last_samples, "margin": round(self.last_margin)}

    # -- the search ------------------------------------------------------------

    def _search(
        self,
        view: SeatView,
        options: list[Action],
        rng: random.Random,
        deadline: float,
        know: Knowledge,
    ) -> Action:
        """Race the options over common deals until ``deadline`` (on
        ``clock``) or one option is clearly best.  The first option is
        medio's: it stands unless another is clearly ahead of it (by more
        than OVERRULE_Z standard errors over the deals both were played on).

        Every live option is played out on the same deals, so options are
        compared by their per-deal differences, whose spread is far smaller
        than that of the scores themselves.  An option that trails the
        leader by more than RACE_Z standard errors, or is surely within
        RACE_EQUAL points of it, is dropped; the time it would have used goes
        to the options still in doubt.
        """
        clock = self.clock
        start = clock()
        self.last_samples = 0
        if len(options) == 1 or (self.playouts is None and start >= deadline):
            return options[0]
        results: list[list[float]] = [[] for _ in options]
        live = list(range(len(options)))
        dealer = Determinizer(view)
        leaver = _leaves_single_cards(know)
        if self.playouts is not None:
            limit = self.playouts
        else:  # capped where MAX_DEALS says; elsewhere the budget alone stops it
            caps = LEAVER_MAX_DEALS if leaver else MAX_DEALS
            limit = caps.get((view["variant"], view["players"]), 10_000)
        samples = played = 0
        while samples < limit and len(live) > 1:
            if self.playouts is None and samples >= 2:
                # stop when one more round of playouts would overrun the budget
                now = clock()
                if now + (now - start) / played * len(live) > deadline:
                    break
            deal_seed = rng.random()
            for index in live:
                world = dealer.sample(random.Random(deal_seed))
                value = _playout(
                    world, view["seat"], options[index], random.Random(deal_seed), leaver
                )
                results[index].append(value)
            samples += 1
            played = sum(len(r) for r in results)
            if samples >= RACE_MIN_DEALS:
                live = _race(results, live)
        self.last_samples = samples
        means = {i: _mean(r) for i, r in enumerate(results) if r}
        best = max(live, key=lambda i: means.get(i, 0.0))
        if best != 0 and not _clearly_ahead(results[best], results[0]):
            best = 0
        others = [mean for i, mean in means.items() if i != best]
        self.last_margin = means.get(best, 0.0) - max(others, default=means.get(best, 0.0))
        return options[best]


def _aside(rng: random.Random, purpose: str) -> random.Random:
    """A random source for the searches, seeded from ``rng``'s state, which
    it leaves as it was: medio's rules then draw what medio would, so where
    the searches agree with medio, difficile plays medio's very game, and a
    comparison of the two on the same deals (``bench/compare.py``) differs
    only where a search changed a decision.  Drawing from ``rng`` itself,
    every search shifted the tie-breaks of all the turns after it: difficile
    gated against the careful player (two players, reale), in deals where
    no search overruled medio, scored -70 +- 57 points a smazzata against
    medio's record, which is chance alone."""
    twin = random.Random()
    twin.setstate(rng.getstate())
    return random.Random(f"{twin.getrandbits(64)}:{purpose}")


def _racing_to_close(ctx: TurnContext, know: Knowledge) -> bool:
    """Two players, our side may close, and the opponent takes every pile.

    Against such an opponent the stock hardly runs down (each picks up the
    other's discard), so the smazzata ends only when someone closes, and
    whoever closes first wins it: 95% of medio's smazzate against itself,
    which last about 190 turns. So once the side may close, difficile goes
    out as soon as an order of plays allows it and takes a pile only if the
    hand then goes out; medio melds on for more burraci until the opponent
    may close too.  Against medio, as medio itself (classic, 300 pairs):
    61.5% of the smazzate and +77 points a smazzata.  Against players who
    leave piles the same race, ungated, won more smazzate but fewer points (greedy
    +1.7 points of share, -137 points a smazzata; facile +1.1, -212): a
    smazzata the stock ends gives the side that melded on its burraci, so
    there it is not run.
    """
    # the counts first: asked at every play of the turn, they are cheaper
    return know.players == 2 and _takes_every_pile(know) and may_close(ctx)


def _holds_back(ctx: TurnContext, know: Knowledge) -> bool:
    """Three players in classic (HOLD_BACK_VARIANTS), in the pair, the
    side may close, and closing is not forced: the one alone is not about
    to close (``Knowledge.threat`` under HOLD_BACK_THREAT: without a
    burraco, or with more than 4 cards) and another turn is sure to come.
    Then ``_closing_loses`` is asked."""
    if know.players != 3 or know.variant.name not in HOLD_BACK_VARIANTS:
        return False
    if (
        len(know.side_seats[know.my_side]) != 2
        or ctx.pozzetto_available
        or know.threat >= HOLD_BACK_THREAT
    ):
        return False
    # the counts first: asked at every play of the turn, they are cheaper
    return not stock_ends_before_next_turn(know) and may_close(ctx)


def _closing_loses(ctx: TurnContext, know: Knowledge, way: list[Play]) -> tuple[int, int] | None:
    """Our seat's points and the one alone's if the side closed now by
    ``way``, when ours are fewer; else None.

    The pair's seats each score half of their side, so a pair that closes
    behind the one alone has lost the smazzata for good, while melding on
    it may still overtake him.  medio closes whenever it may: in the pair,
    difficile closed behind him in a fifth of the smazzate it closed (160
    deals, classic).  The cards in the other hands are counted at the mean
    points of the cards the seat has not seen.  Against medio, classic,
    300 deals at 12 deals a decision, paired with difficile closing
    whenever it may: docs/COMPUTER-PLAYERS.md, "Three players: no closing
    behind the one alone".
    """
    melds = dict(ctx.melds)
    hand = list(ctx.hand)
    for meld_id, cards in way:
        trial = replace(ctx, hand=list(hand), melds=melds)
        layout = trial.meld(cards) if meld_id is None else trial.attach(meld_id, cards)
        melds[-1 - len(melds) if meld_id is None else meld_id] = layout
        for card in cards:
            hand.remove(card)
    unseen = know.unseen
    mean = sum(point_value(c, ctx.variant) * n for c, n in unseen.items()) / max(1, unseen.total())
    view = know.view
    totals = []
    for index, side in enumerate(view["sides"]):
        mine = index == know.my_side
        score = score_layouts(
            list(melds.values()) if mine else know.layouts[index],
            [],
            closed=mine,
            took_pozzetto=mine or side["took_pozzetto"],
            variant=ctx.variant,
        )
        held = sum(view["hand_counts"][s] for s in side["seats"] if s != know.seat)
        totals.append(score.total - mean * held)
    ours = split_pair(int(totals[know.my_side]))
    theirs = max(t for i, t in enumerate(totals) if i != know.my_side)
    return (ours, round(theirs)) if ours < theirs else None


def _lone(know: Knowledge) -> bool:
    """Three players in classic (LONE_WILD_VARIANTS): our seat went alone,
    with the pozzetto of 18."""
    if know.players != 3 or know.variant.name not in LONE_WILD_VARIANTS:
        return False
    return len(know.side_seats[know.my_side]) == 1 and not know.view["three_pozzetti"]


def _lone_without_burraco(ctx: TurnContext, know: Knowledge) -> bool:
    """Alone (``_lone``), and no burraco yet."""
    return _lone(know) and needs_burraco(ctx)


def _lone_dumping(know: Knowledge) -> bool:
    """Alone (``_lone``), and the pair may close soon."""
    return know.threat >= LONE_DUMP_THREAT and _lone(know)


def _wild_on_meld(play: Play, layout: Layout, ctx: TurnContext) -> Layout | None:
    """The meld, as it was, if ``play`` puts a wild card on it and it had
    none."""
    meld_id, cards = play
    if meld_id is None or len(cards) != 1 or not is_wild(cards[0]) or layout.wild is None:
        return None
    meld = ctx.melds[meld_id]
    return meld if meld.wild is None else None


def _toward_burraco(play: Play, layout: Layout, ctx: TurnContext, know: Knowledge) -> bool:
    """``play`` is a wild put on a clean meld of 5 cards by the one alone
    without a burraco: the meld is then one card from a burraco.

    Alone, once the pair closes, the one alone wins the smazzata when he
    has a burraco and mostly loses without one: of 72 such smazzate of
    difficile against medio (classic, 100 deals), it won 16 of the 17 with
    a burraco and 21 of the 55 without.  medio spends a wild only on the
    card that completes a burraco, and with 6-card melds rare, the one
    alone often never makes one.  Against medio, classic, 300 deals at 12
    deals a decision, paired: docs/COMPUTER-PLAYERS.md, "Three players:
    the one alone, a wild toward his burraco".
    """
    return (
        len(layout.cards) == 6
        and _wild_on_meld(play, layout, ctx) is not None
        and _lone_without_burraco(ctx, know)
    )


def _dumps_wild(play: Play, layout: Layout, ctx: TurnContext, know: Knowledge) -> bool:
    """``play`` is a wild put by the one alone on a meld not yet a
    burraco (on a clean burraco it would spoil the bonus), once the pair
    may close (``_lone_dumping``).

    When the pair closes, a wild in the lone player's hand costs its 20
    or 30 points, and on a meld it earns them: 40 to 60 points a wild,
    and those smazzate are close (100 deals of difficile against medio,
    classic: alone, the pair closed in 66 of its 300 smazzate, and it won
    half, by -3 points a smazzata on the mean).  medio dumps its wilds only
    with 3 cards or fewer left.  Against medio, classic, 300 deals at 12
    deals a decision, paired: docs/COMPUTER-PLAYERS.md, "Three players:
    the one alone, his wilds on the table as the pair may close".
    """
    meld = _wild_on_meld(play, layout, ctx)
    return meld is not None and not meld.burraco(ctx.variant) and _lone_dumping(know)


def _takes_every_pile(know: Knowledge) -> bool:
    """The opponent (two players) has picked up at least PILE_TAKER_RATE
    cards a turn over PILE_TAKER_TURNS turns or more, as medio does: the
    panel and facile leave single cards that fit nothing, and pass under
    the rate (measured on medio's pick-ups: 94% of them against medio met
    it, 4% against facile, 0.5% or fewer against each member of the panel).
    """
    opponent = know.next_seat
    turns = len(know.view["discarded"][opponent])
    picked = len(know.view["picked_up"][opponent])
    return turns >= PILE_TAKER_TURNS and picked >= PILE_TAKER_RATE * turns


def _modelled(know: Knowledge) -> bool:
    """The opponent plays as the playouts play him, as far as the pile goes:
    always, but with two players in reale, where the playouts' medio takes
    every pile (its cards are material there); there until he has left at
    least one of the piles he faced, our discards or the upcard
    (``_upcard_faced_by``), and a third of them (those not among his
    pick-ups; ``PILE_LEAVER_SHARE``).

    Against one who leaves piles, every discard the search weighs looks
    like a pile handed over, and every take and wait is judged against a
    pile eater.  Against the panel, 300 pairs on medio's deals, difficile
    less medio in points a smazzata (searches drawn aside, ``_aside``):
    greedy -2 ± 10, the hoarder +2 ± 10, the racer +3 ± 6, the careful
    player +9 ± 13.  The test marks greedy, the hoarder, the racer and the
    careful player from their first pile left (at 93% or more of medio's
    turns against each from the second turn, over 30 smazzate), medio never
    (0 of 6690 of difficile's turns against it, 30 smazzate), so against
    medio difficile searches as before (docs/COMPUTER-PLAYERS.md,
    "Searching only against a pile taker").  Classic keeps the searches
    against everyone: medio leaves piles there too, and difficile is ahead
    of it against the panel by the mean.
    """
    if know.players != 2 or know.variant.name != "reale":
        return True
    faced = know.discarded[know.seat] + _upcard_faced_by(know, know.next_seat)
    return not _left_enough(know, faced)


def _left_enough(know: Knowledge, faced: Counter[Card]) -> bool:
    """Two players: of the cards ``faced`` (those he found on the pile), the
    opponent has left at least one, and as many as ``PILE_LEAVER_SHARE`` of
    the turns he has played (each ends with a discard)."""
    opponent = know.next_seat
    left = faced - Counter(parse_cards(know.view["picked_up"][opponent]))
    return left.total() >= max(1.0, PILE_LEAVER_SHARE * len(know.view["discarded"][opponent]))


def _upcard_faced_by(know: Knowledge, seat: int) -> Counter[Card]:
    """The card turned up at the deal, if ``seat`` played first and has
    played (he faced it as a pile of one), else nothing.

    Every card that reached the pile was discarded but that one, and every
    card picked up came from the pile, so it is what the pile and the
    pick-ups hold beyond the discards.  medio takes it every time with two
    players (a card left there is a pile of two for the opponent), the
    panel in 6% of deals (200 deals, reale): left, it marks a pile leaver
    on our first turn already, when he played first."""
    view = know.view
    if (view["dealer"] + 1) % know.players != seat or not view["discarded"][seat]:
        return Counter()
    through_pile = Counter(know.pile)
    for cards in view["picked_up"]:
        through_pile.update(parse_cards(cards))
    for discards in know.discarded.values():
        through_pile.subtract(discards)
    return +through_pile


def overrule_z(deals: int) -> float:
    """The standard errors by which an option must lead medio's over
    ``deals`` deals (at least 2) to overrule it: OVERRULE_Z from
    OVERRULE_DEALS deals on, and on fewer the lead as rare by chance.

    >>> [round(overrule_z(n), 2) for n in (2, 5, 8, 12, 40)]
    [3.85, 1.71, 1.56, 1.5, 1.5]
    """
    chance = t_tail(OVERRULE_Z, OVERRULE_DEALS - 1)
    return max(OVERRULE_Z, t_quantile(chance, deals - 1))


def _clearly_ahead(leader: list[float], other: list[float]) -> bool:
    """``leader`` beats ``other`` by more than ``overrule_z`` standard
    errors over the deals both were played on (the first ones)."""
    n = len(other)
    if n < 2:
        return False
    diffs = [a - b for a, b in zip(leader, other, strict=False)]
    return _mean(diffs) > overrule_z(n) * _stdev(diffs) / math.sqrt(n)


def _race(results: list[list[float]], live: list[int]) -> list[int]:
    """The options not clearly beaten by the leader (see ``_search``)."""
    # an option still live has been played on every deal so far
    n = len(results[live[0]])
    leader = max(live, key=lambda i: _mean(results[i]))
    keep = []
    for i in live:
        if i != leader:
            diffs = [a - b for a, b in zip(results[leader], results[i], strict=True)]
            margin = RACE_Z * _stdev(diffs) / math.sqrt(n)
            lead = _mean(diffs)
            if lead > margin or lead + margin < RACE_EQUAL:
                continue  # clearly worse, or surely no better
        keep.append(i)
    return keep


def _playout(
    match: Match, seat: int, first: Action, rng: random.Random, leaver: bool = False
) -> float:
    """Play ``first``, then medio everywhere for a few turns; score for ``seat``.

    Every seat plays medio's rules as difficile plays them, its race to
    close after the pozzetto included: with that race on our side alone,
    against medio, nothing changed (paired +0.0 points of share, 100 pairs).
    With ``leaver`` the opponents leave a single card that does not play
    for them (``_SingleCardLeaver``).
    """
    ours = _playout_policy(MedioPlayer)
    ours.plays_to_stock_end = DifficilePlayer.plays_to_stock_end
    ours.plays_to_partner_close = DifficilePlayer.plays_to_partner_close
    opponents = _playout_policy(_SingleCardLeaver if leaver else MedioPlayer)
    side = match.smazzata.side_index(seat)
    policies = [
        ours if match.smazzata.side_index(other) == side else opponents
        for other in range(match.smazzata.players)
    ]
    match.apply(first)
    turns = 0
    if match.phase == PLAYING and match.smazzata.turn == seat:
        play_turn(match, ours, rng)  # the rest of this turn
    horizon = HORIZON[match.smazzata.players]
    while match.phase == PLAYING and turns < horizon:
        play_turn(match, policies[match.smazzata.turn], rng)
        turns += 1
    s = match.smazzata
    if s.players == 3:
        return _three_player_value(s, seat)
    mine = s.side_index(seat)
    values = _side_values(s)
    theirs = max(value for i, value in enumerate(values) if i != mine)
    return values[mine] - theirs


def _playout_policy(kind: type[MedioPlayer]) -> MedioPlayer:
    policy = kind()
    policy.explains = False
    policy.closes_after_pozzetto = DifficilePlayer.closes_after_pozzetto
    return policy


class _SingleCardLeaver(MedioPlayer):
    """medio, but a single card on the pile is taken only if it plays at
    once (or is wild), as every member of the panel takes it: medio takes
    it whatever it is, so that the next player is left no pile of two.
    And it closes as soon as it may, as they do: medio melds on while we
    cannot close, and played so the panel gave us time in the playouts to
    reach our pozzetto, where it closes and catches us without it (-100;
    docs/COMPUTER-PLAYERS.md, "The single-card leaver closes at once")."""

    def _take_pile(self, ctx: TurnContext, know: Knowledge, view: SeatView) -> tuple[bool, Reason]:
        take, why = super()._take_pile(ctx, know, view)
        if take and len(know.pile) == 1 and why.code in ("why_pile_deny", "why_pile_starve"):
            return False, Reason("why_draw_useless", {"card": str(know.pile[0])})
        return take, why

    def melds_on(self, ctx: TurnContext, know: Knowledge) -> bool:
        """Never: the panel plays its cards out."""
        return False

    def way_out(self, ctx: TurnContext, know: Knowledge) -> list[Play] | None:
        """medio's way out without its wait for the opponent's threat
        (``may_close`` only where medio asks it: a playout runs this at
        every play, and the search's budget may bind)."""
        if not ctx.pozzetto_available and not may_close(ctx):
            return None
        return way_out(ctx)


def _leaves_single_cards(know: Knowledge) -> bool:
    """Two players in classic: the opponent has left at least one of our
    discards, and a third of them (``PILE_LEAVER_SHARE``); the playouts
    then play him so (``_SingleCardLeaver``), and search more deals
    (``LEAVER_MAX_DEALS``).

    In classic medio picks up nearly every pile, so after our discard the
    opponent mostly faces that card alone.  medio takes it whatever it is;
    the panel only when it plays for him.  Played as medio, a panel member
    took every discard in the playouts, and the discard search, weighing
    cards handed to him that he would have left, overruled medio's discard
    at 18% of difficile's turns against greedy (10 smazzate), 7% with the
    model.  Over 30 smazzate of medio against each, the read marked greedy,
    the hoarder, the racer and the careful player at 95% to 97% of medio's
    turns, facile at 85%, medio at none: against medio difficile searches
    as before.  Against the panel: docs/COMPUTER-PLAYERS.md, "The opponent
    who leaves single cards, played so".
    """
    if know.players != 2 or know.variant.name != "classic":
        return False
    return _left_enough(know, know.discarded[know.seat])


def _side_values(s: Smazzata) -> list[float]:
    """Each side's prospects at the horizon: fitted where FITTED_WORTH has
    weights and no pozzetto is taken yet, ``_worth`` otherwise."""
    fitted = FITTED_WORTH.get((s.variant.name, s.players))
    if fitted is None or s.over or any(side.took_pozzetto for side in s.sides):
        return [_worth(score, s.over) for score in s.side_scores()]
    return [
        _fitted_worth(fitted, score, s, side.seats)
        for side, score in zip(s.sides, s.side_scores(), strict=True)
    ]


def _three_player_value(s: Smazzata, seat: int) -> float:
    """Three players: the seat's prospects less the mean of the other two
    seats', each seat scored as the match scores it: the two who pair up
    once someone takes the big pozzetto each score half of their side."""
    values = [0.0] * s.players
    for side, worth in zip(s.sides, _side_values(s), strict=True):
        for member in side.seats:
            values[member] = worth / len(side.seats)
    return values[seat] - _mean([v for other, v in enumerate(values) if other != seat])


def horizon_features(score: SideScore, s: Smazzata, seats: list[int]) -> tuple[float, ...]:
    """A side's position as ``Weights`` reads it, in its order (also what
    ``bench/value_fit.py`` fits the weights on)."""
    naturals = [card for member in seats for card in s.hands[member] if not card.can_be_wild]
    wilds = sum(len(s.hands[member]) for member in seats) - len(naturals)
    natural_points = sum(point_value(card, s.variant) for card in naturals)
    return (score.melded, score.burraco, natural_points, len(naturals), wilds)


def _fitted_worth(weights: Weights, score: SideScore, s: Smazzata, seats: list[int]) -> float:
    w = weights
    factors = (w.melded, w.burraco, w.natural_points, w.naturals, w.wilds)
    features = horizon_features(score, s, seats)
    return sum(f * v for f, v in zip(factors, features, strict=True))


def _worth(score: SideScore, over: bool) -> float:
    """A side's prospects: its real score once the smazzata is over; before,
    cards in hand are still chances to meld, so they weigh less."""
    if over:
        return score.total
    return score.melded + score.burraco + score.closing + score.pozzetto + 0.3 * score.hand


class Determinizer:
    """Deals complete smazzate consistent with everything ``view`` shows.

    The unseen cards are shuffled into the other hands, the stock and the
    pozzetti; each opponent first gets back the cards it surely holds.  What
    does not depend on the shuffle is worked out once.

    Both are measured against medio's real hands (classic, two players): at
    the start of difficile's turn its opponent's hand held a natural play 1%
    of the time, a random deal 69%; and 61% of the cards the pile record
    alone said he held had long been melded.  Dealt that way the opponent
    melded phantom cards in every playout, and difficile won 40% of the
    smazzate against medio; with both fixed, 61% (60 pairs, 0.15 s a turn).
    """

    def __init__(self, view: SeatView) -> None:
        know = Knowledge.from_view(view)
        self.view = view
        self.variant = get_variant(view["variant"])
        self.players = view["players"]
        self.seat = view["seat"]
        self.hand = parse_cards(view["hand"])
        self.pile = parse_cards(view["pile"])
        pool = Counter(know.unseen)
        #: per other seat, the cards it surely holds (``Knowledge.held``)
        self.held: dict[int, list[Card]] = {}
        for other, surely in know.held.items():
            cards = []
            for card in list(surely.elements())[: view["hand_counts"][other]]:
                if pool[card] > 0:
                    cards.append(card)
                    pool[card] -= 1
            self.held[other] = cards
        self.rest = sorted(pool.elements(), key=lambda c: c.sort_key)
        self.melds = [
            [(m["id"], read_meld(parse_cards(m["cards"]), self.variant), m["owner"])
             for m in side["melds"]]
            for side in view["sides"]
        ]  # fmt: skip
        ids = [m["id"] for side in view["sides"] for m in side["melds"]]
        self.next_meld_id = max(ids, default=0) + 1
        forbidden = view.get("forbidden_discard")
        self.forbidden = None if forbidden is None else Card.parse(forbidden)
        self.discarded = [parse_cards(c) for c in view["discarded"]]
        self.picked_up = [parse_cards(c) for c in view["picked_up"]]
        #: the other seats whose side has gone down: they meld at once
        self.settled = [
            other for other in range(self.players)
            if other != self.seat
            and any(side["melds"] for side in view["sides"] if other in side["seats"])
        ]  # fmt: skip
        self.options = MatchOptions(
            variant=self.variant.name, players=self.players, target=None, smazzate=1
        )

    def sample(self, rng: random.Random) -> Match:
        view = self.view
        rest = list(self.rest)
        rng.shuffle(rest)
        hands: list[list[Card]] = []
        for other in range(self.players):
            if other == self.seat:
                hands.append(list(self.hand))
                continue
            hand = list(self.held.get(other, []))
            missing = view["hand_counts"][other] - len(hand)
            hand.extend(rest[:missing])
            del rest[:missing]
            hands.append(hand)
        pozzetti = []
        for size in view["pozzetti"]:
            pozzetti.append(rest[:size])
            del rest[:size]
        sides = [
            Side(
                seats=list(side["seats"]),
                melds=[TableMeld(i, layout, owner) for i, layout, owner in self.melds[index]],
                took_pozzetto=side["took_pozzetto"],
            )
            for index, side in enumerate(view["sides"])
        ]
        smazzata = Smazzata(
            variant=self.variant,
            players=self.players,
            dealer=view["dealer"],
            three_pozzetti=view["three_pozzetti"],
            hands=hands,
            stock=rest,
            pile=list(self.pile),
            pozzetti=pozzetti,
            sides=sides,
            turn=view["seat"],  # worlds are sampled for the seat to act
            phase=Phase(view["phase"]),
            forbidden_discard=self.forbidden,
            last_turn=view["last_turn"],
            turns_without_draw=view["turns_without_draw"],
            next_meld_id=self.next_meld_id,
            pozzetti_to_stock=view["pozzetti_to_stock"],
            discarded=[list(c) for c in self.discarded],
            picked_up=[list(c) for c in self.picked_up],
        )
        for other in self.settled:
            self._settle(smazzata, other, rng)
        return Match(options=self.options, first_dealer=view["dealer"], smazzata=smazzata,
                     scores=[0] * self.players)  # fmt: skip

    def _settle(self, smazzata: Smazzata, seat: int, rng: random.Random) -> None:
        """Redeal ``seat``'s unknown cards until its hand holds no natural
        play, as a player who melds at once never ends a turn with one."""
        hand = smazzata.hands[seat]
        stock = smazzata.stock
        fixed = Counter(self.held.get(seat, []))  # surely held: never redealt
        for _ in range(SETTLE_TRIES):
            ctx = smazzata.context(seat)
            play = next(find_plays(ctx, with_wild=False), None)
            if play is None or not stock:
                return
            free = Counter(play[0][1]) - fixed
            if not free:
                return  # he holds it for sure: he does not meld at once
            card = rng.choice(sorted(free.elements(), key=lambda c: c.sort_key))
            i = hand.index(card)
            j = rng.randrange(len(stock))
            hand[i], stock[j] = stock[j], hand[i]
