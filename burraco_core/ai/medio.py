"""``medio``: the heuristics of a sound club player.

* Meld and attach naturals at once (points, and the race to the pozzetto).
* Keep the wild cards: spend one only to go down to the pozzetto, to complete
  a burraco, or, when the opponents may close soon, to get cards out of hand.
  With two players natural plays come first, and against a player who takes
  piles a wild goes towards the pozzetto only to leave 4 cards or fewer;
  with three and four players, only on the way out.
* Pick up the discard pile when its cards fit the hand or the side's melds,
  and not when the opponents are about to close (a big hand then costs);
  a single card that goes with the hand, too, to leave the next player no
  pile to live on (with two players, every single card).  In two and four
  players, less as the opponents race to their pozzetto, unless the next
  player is one who takes piles.  Once the opponents may close before our
  side has its pozzetto, a pile is worth what fits, not what it holds.
  With four players a pile with which the whole hand goes out is always
  taken, and once both sides may close, only such a pile.
* Discard safely: not a card that fits an opponent's meld (the bigger the
  pile, the worse), nor one the next player is known to collect; rather a
  card that player threw away himself; shed high cards when the end is near.
* Close when the rules allow (the plays run out the hand, the last discard
  closes); with two players not while the opponent cannot close yet and
  another turn is sure to come: then it melds on, keeping two cards.
* Go out when the hand can: before the side's pozzetto, and once the side
  may close (with two players, once the opponents may close too), look for
  an order of plays that leaves at most one card to discard, and play it.
In four players the side's melds are shared, so attaching to the partner's
melds and guarding the partner's pile come for free.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Iterable

from ..actions import Action, Discard, Draw, NextSmazzata, PickUp
from ..cards import Card, point_value
from ..errors import IllegalActionError
from ..melds import BURRACO_BONUS, Layout, attach
from ..smazzata import STOCK_FLOOR
from ..turn import TurnContext
from ..views import SeatView, context_from_view
from .knowledge import Knowledge
from .plays import (
    Play,
    as_action,
    find_plays,
    goes_out_with,
    is_wild,
    may_attach,
    may_close,
    suit_gap,
    way_out,
)
from .reasons import ANY, Reason

STALLING = 6
#: once the side may close, a wild is spent to bring the hand down to this
FINISH = 3
#: two players, unless KEEP_WILDS_TO holds (a next player who leaves piles,
#: or a threat of 0.5 and more): a wild is spent to go down to the pozzetto
#: when it leaves this many cards
TO_POZZETTO = 6
#: two players, while the opponents cannot close yet (threat below 0.5) and
#: the next player takes piles: a wild goes down towards the pozzetto only
#: when it leaves this many cards, so one is left to play the hand out
KEEP_WILDS_TO = 4
#: three and four players: a wild goes towards the pozzetto only with the
#: play that leaves the last card, which the discard then plays out
KEEP_WILDS_TO_MANY = 1
#: two and four players: the race to the pozzetto weighs on a pile from the
#: moment an opponent's hand is smaller than this, up to this much per card
RACE_FROM = 11
RACE_WEIGHT = 1.5
#: ...unless the next player has picked up this many cards (by the player
#: count): he takes piles, and a pile left to him feeds him
TAKER = {2: 2, 4: 6}
#: two players: only a pile this small is left for the race; a bigger one
#: grows into a pile that even a careful player takes
RACE_PILE = 2
#: the threat from which the opponents may close.  Two players: closing is
#: raced only from there; earlier, a side that may close gains more by
#: melding on.  Four players: from there, once both sides may close, a
#: pile is taken only if the hand then goes out (``plays.goes_out_with``)
RACE_CLOSE_THREAT = 0.7
#: once the opponents may close (the threat above), what a pile card is
#: worth beyond fitting the hand (else ``pile_card_value``): see ``take_pile``
CLOSING_PILE_CARD = 0.5
#: two players where closing needs a clean burraco (reale): what a pile
#: card is worth, unless an opponent races out (``_pile_card_value``)
LONG_SMAZZATA_PILE_CARD = 3.0
#: an opponent holding this many cards or fewer is racing out
RACER_HAND = 6
#: two players, after our own pozzetto (``closes_after_pozzetto``): the race
#: for the pile holds only while an opponent holds this many cards or fewer.
#: One who holds more, as the hoarder does while he waits to go down all at
#: once, is not about to close, and the piles left to him fed him
#: (``_closing_near``)
RACE_AFTER_POZZETTO_HAND = 8
#: two players, once the side may close: the cards a play must leave in
#: hand while medio melds on rather than closing (``melds_on``), so that
#: the discard does not empty it
MELD_ON_KEEP = 2


class MedioPlayer:
    name = "medio"
    #: how much each card of the pile is worth, and the bar a pile must clear
    pile_card_value = 1.5
    pile_bar = 1.5
    #: why the last :meth:`choose` chose what it chose
    reason: Reason = ANY
    #: whether :meth:`choose` says why: a playout's players need not, and
    #: wording the reasons cost a tenth of difficile's look-ahead
    explains = True
    #: the last :meth:`best_play` is a step of a way out of the hand
    going_out = False
    #: two players: the variants in which the pile is worth only what fits
    #: after our own pozzetto too, once the opponent may close
    #: (``_closing_near``)
    closes_after_pozzetto: frozenset[str] = frozenset()
    #: whether the stock's end is played for (``stock_ends_before_next_turn``):
    #: difficile's rule, not medio's
    plays_to_stock_end = False
    #: the variants in which a wild goes on the table as our partner may
    #: close (``Knowledge.partner_may_close``): difficile's rule, not medio's
    plays_to_partner_close: frozenset[str] = frozenset()

    def choose(self, view: SeatView, rng: random.Random) -> Action:
        seat = view["seat"]
        legal = view["legal"]
        self.reason = ANY
        if legal["next"]:
            return NextSmazzata(seat)
        ctx = context_from_view(view)
        know = Knowledge.from_view(view)
        if legal["draw"] or legal["pickup"]:
            if not legal["draw"]:
                self.reason = Reason("why_pile_only")
                return PickUp(seat)
            take, self.reason = self.take_pile(ctx, know, view) if legal["pickup"] else (False, ANY)
            return PickUp(seat) if take else Draw(seat)
        play = self.best_play(ctx, know)
        if play is not None:
            if self.explains:
                self.reason = self.why_play(play, ctx, know)
            return as_action(seat, play)
        return self.pick_discard(view, ctx, know, rng)

    def pick_discard(
        self, view: SeatView, ctx: TurnContext, know: Knowledge, rng: random.Random
    ) -> Action:
        """The turn's last decision; stronger levels search it."""
        card = self.discard(ctx, know, view["legal"]["discard"], rng)
        if self.explains:
            self.reason = self.why_discard(card, ctx, know, view["legal"]["discard"])
        return Discard(view["seat"], str(card))

    # -- taking ------------------------------------------------------------------

    def take_pile(self, ctx: TurnContext, know: Knowledge, view: SeatView) -> tuple[bool, Reason]:
        """Pick up the pile (True) or draw, and why.

        Four players, where the side that closes wins almost every
        smazzata: a pile with which the whole hand goes out is taken
        whatever it is worth, and once both sides may close a pile is taken
        only so (``_take_pile``).  Against medio without it (classic, 500
        pairs, paired): greedy +1.6 +- 1.1 points of share and +13 +- 6
        points a smazzata, facile +1.8 and +11, the hoarder, the racer and
        the careful player +0.3 to +0.6; reale (300 pairs) within half a
        point of share.  Declining a pile that does not take the hand out
        before the opponents may close too lost 28 +- 12 points a smazzata
        against the racer.
        """
        take, why = self._take_pile(ctx, know, view)
        if take or know.players != 4:
            return take, why
        if (ctx.pozzetto_available or may_close(ctx)) and goes_out_with(ctx, know.pile):
            return True, Reason("why_pile_way_out")
        return take, why

    def _take_pile(self, ctx: TurnContext, know: Knowledge, view: SeatView) -> tuple[bool, Reason]:
        pile = know.pile
        top = {"card": str(pile[-1])}
        if view["turns_without_draw"] >= STALLING:
            # a run of pick-ups ends in a stalemate: break it
            return False, Reason("why_draw_stalling")
        trial = ctx.after_pickup(pile)
        used: Counter[Card] = Counter()
        for (_, cards), _layout in find_plays(trial, with_wild=False):
            used |= Counter(c for c in cards if c in pile)
        useful = sum(used.values())
        wilds = [c for c in pile if is_wild(c)]
        if wilds:
            why_take = Reason("why_pile_wild", {"card": str(wilds[-1])})
        elif used[pile[-1]]:
            why_take = Reason("why_pile_fits", top)
        else:
            why_take = Reason("why_pile_big", {"count": len(pile)})
        if len(pile) == 1:
            if wilds or useful == 1:
                return True, why_take
            # A card that goes with the hand is as good as a blind draw, and
            # taking it leaves the next player no pile: one who lives on
            # pick-ups (the panel's hoarder) then gets a single card, which a
            # safe discard denies him.  Not when the other side may close, nor
            # with three players (measured: it lost more against the hoarder
            # and the racer than it won against greedy).
            links = _connections([*ctx.hand, pile[0]], ctx.variant.combinations)[pile[0]]
            if links and know.threat < 0.4 and know.players != 3:
                return True, Reason("why_pile_deny", top)
            if know.players == 2:
                if _closing_near(ctx, know, view, self.closes_after_pozzetto):
                    # the opponent may close: the card would stay in hand
                    return False, Reason("why_draw_danger", {"count": 1})
                # Two players: a card left on the pile is a pile of two for
                # the opponent after our discard.  Against one who takes
                # every pile, leaving cards that fit nothing lost 72% of the
                # smazzate; taking them all, 38%.
                return True, Reason("why_pile_starve", top)
            return False, Reason("why_draw_useless", top)
        # Cards are material: a big pile feeds melds and burraco, unless the
        # opponents may close soon and leave it in hand.
        # Taking every pile of two or more keeps the material on our side and
        # leaves the next player a single card, which a safe discard denies.
        card_value = self._pile_card_value(ctx, know)
        value = useful + 1.5 * len(wilds) + card_value * len(pile)
        late = max(0.0, (20 - know.stock) / 20)  # cards left in hand at the end cost
        crowded = 0.05 * max(0, len(ctx.hand) - 10)  # a big hand is slow to empty
        cost = (know.threat * 0.6 + late * 0.5 + crowded) * len(pile)
        if _closing_near(ctx, know, view, self.closes_after_pozzetto):
            cost += (card_value - CLOSING_PILE_CARD) * len(pile)
        race, fewest = (0.0, 0) if wilds else _race(know, view, len(pile))
        both_may_close = know.threat >= RACE_CLOSE_THREAT and may_close(ctx)
        if know.players == 4 and both_may_close and not goes_out_with(ctx, pile):
            # cards that do not take the hand out only wait to be counted
            return False, Reason("why_draw_danger", {"count": len(pile)})
        if value - cost - race * len(pile) >= self.pile_bar:
            return True, why_take
        if value - cost >= self.pile_bar:
            return False, Reason("why_draw_race", {"count": fewest})
        if value >= self.pile_bar:
            return False, Reason("why_draw_danger", {"count": len(pile)})
        return False, Reason("why_draw_useless", top)

    def _pile_card_value(self, ctx: TurnContext, know: Knowledge) -> float:
        """What each card of a pile is worth beyond fitting the hand.

        Two players where closing needs a clean burraco (reale): the
        smazzata is long, and a pile's cards are the material of the burraci
        to come, so each counts LONG_SMAZZATA_PILE_CARD, unless an opponent
        races out (``_racing_out``), against whom a pile of two is better
        left to race (``_race``).  Paired with 1.5 (300 pairs, points a
        smazzata): greedy +56 +- 30, the hoarder +20 +- 12, the racer +9 +-
        6, the careful player +32 +- 34.  At 3.0 with no exception the
        racer cost -67 +- 39 (-5.1 points of share), and with the wild on
        the table as the only sign of a racer -7 +- 16 (-1.2 +- 1.0 points
        of share): his first melds often hold no wild.
        """
        if pile_is_material(know):
            return LONG_SMAZZATA_PILE_CARD
        return self.pile_card_value

    # -- melding -----------------------------------------------------------------

    def best_play(self, ctx: TurnContext, know: Knowledge) -> Play | None:
        way = self.way_out(ctx, know)
        self.going_out = bool(way)
        if way:
            return way[0]
        keep = MELD_ON_KEEP if self.melds_on(ctx, know) else 0
        if know.players == 2:
            # natural plays first: a wild is for when nothing else plays
            natural = self._best_scored(find_plays(ctx, with_wild=False), ctx, know, keep)
            if natural is not None:
                return natural
        plays = find_plays(ctx, with_wild=True, wild_into=self._wild_into(ctx, know))
        return self._best_scored(plays, ctx, know, keep)

    def melds_on(self, ctx: TurnContext, know: Knowledge) -> bool:
        """Two players: the side may close, but the opponent cannot yet
        (threat below ``RACE_CLOSE_THREAT``) and another turn is sure to
        come (the stock holds more than the other players will draw before
        our next turn, and the two cards never played): medio keeps
        ``MELD_ON_KEEP`` cards and melds on rather than closing.

        Closing is worth 100 points and the cards left in the opponent's
        hand; melding on, one more turn of pick-ups and melds, often a
        burraco more. Against medio closing at once (classic, 600 pairs,
        paired; points a smazzata, every share within a point): greedy
        +102 +- 15, the hoarder +72 +- 14, the racer +174 +- 18, the careful
        player +107 +- 15, facile +141 +- 21 (400 pairs); reale +8 to +34.
        Held only to a stock of 10 cards, +85 to +128; only while the
        opponent has not his pozzetto, +0 to +21.  With four players, where
        the side that closes wins almost every smazzata, the same rule lost
        5 to 7 points of share against greedy, the hoarder and facile, and
        with three 2 to 4 against greedy and the hoarder.
        """
        if know.players != 2 or ctx.pozzetto_available or know.threat >= RACE_CLOSE_THREAT:
            return False
        return not stock_ends_before_next_turn(know) and may_close(ctx)

    def _stock_ending(self, know: Knowledge) -> bool:
        """The stock's end is played for, and comes before our next turn."""
        return self.plays_to_stock_end and stock_ends_before_next_turn(know)

    def _partner_closing(self, know: Knowledge) -> bool:
        """The partner's close is played for, and may come before our next
        turn: a wild card left in hand would then cost its points."""
        return know.variant.name in self.plays_to_partner_close and know.partner_may_close

    def _hand_ending(self, know: Knowledge) -> bool:
        """The smazzata may end before our next turn, by the stock or by
        our partner's close, and that end is played for."""
        return self._stock_ending(know) or self._partner_closing(know)

    def _ending_turn(self, know: Knowledge) -> bool:
        """The stock's end is played for, and our discard is the last."""
        return self.plays_to_stock_end and last_turn(know)

    def _best_scored(
        self,
        plays: Iterable[tuple[Play, Layout]],
        ctx: TurnContext,
        know: Knowledge,
        keep: int = 0,
    ) -> Play | None:
        """The play of highest :meth:`_score`, if any scores above zero,
        among those that leave at least ``keep`` cards in hand."""
        best: Play | None = None
        best_score = 0.0
        for play, layout in plays:
            if len(ctx.hand) - len(play[1]) < keep:
                continue
            score = self._score(play, layout, ctx, know)
            if score > best_score:
                best, best_score = play, score
        return best

    def way_out(self, ctx: TurnContext, know: Knowledge) -> list[Play] | None:
        """Plays that leave at most one card, which the discard then plays
        out: the pozzetto, or closing.  Looked for while the side may still
        take its pozzetto, and once it may close (with two players, once the
        opponents may close too).

        Playing the best-scored meld first, one at a time, can miss such an
        order (a wild spent early, a meld that the rest of the hand extends).
        Measured against medio without it (classic, 300 pairs, paired):
        four players +8 points of share against greedy and +7 against facile,
        three players +4 against facile; two players +0.2 to +1.5 against the
        panel and facile.  Racing to close with two players while the
        opponents are far from closing cost 12 to 31 points a smazzata: a
        side that may close then gains more by melding on.
        """
        if not ctx.pozzetto_available:
            if not may_close(ctx):
                return None
            if know.players == 2 and know.threat < RACE_CLOSE_THREAT:
                return None
        return way_out(ctx)

    def why_play(self, play: Play, ctx: TurnContext, know: Knowledge) -> Reason:
        """Why :meth:`best_play` chose ``play``, in :meth:`_score`'s terms."""
        meld_id, cards = play
        variant = ctx.variant
        left = len(ctx.hand) - len(cards)
        layout = ctx.meld(cards) if meld_id is None else ctx.attach(meld_id, cards)
        before = None if meld_id is None else ctx.melds[meld_id].burraco(variant)
        after = layout.burraco(variant)
        made_burraco = bool(after) and not before
        if left == 0:
            return Reason("why_pozzetto")
        if self.going_out:
            return Reason("why_way_out_pozzetto" if ctx.pozzetto_available else "why_way_out_close")
        was_wild = meld_id is not None and ctx.melds[meld_id].wild is not None
        if layout.wild is not None and not was_wild:
            if ctx.pozzetto_available and left <= _to_pozzetto(know):
                return Reason("why_wild_pozzetto")
            if made_burraco:
                return Reason("why_wild_burraco")
            if may_close(ctx) and left <= FINISH:
                return Reason("why_wild_close")
            if self._stock_ending(know):
                return Reason("why_wild_stock_end")
            if self._partner_closing(know):
                return Reason("why_wild_partner_close")
            return Reason("why_wild_dump")
        if made_burraco:
            return Reason("why_burraco")
        if before and after and BURRACO_BONUS[after] > BURRACO_BONUS[before]:
            bonus = BURRACO_BONUS[after]
            return Reason("why_burraco_kind", {"burraco": str(after), "bonus": bonus})
        return Reason("why_meld_points", {"count": len(cards)})

    def _wild_into(self, ctx: TurnContext, know: Knowledge) -> Callable[[int | None], bool]:
        """Where :meth:`_score` could want a wild card, so only those are tried.

        New melds with a wild have at most 4 cards and attachments one, so the
        cards left in hand are known in advance; only a 6-card meld can
        become a burraco with one wild.
        """
        size = len(ctx.hand)
        finishing = may_close(ctx)

        def going_out(played: int) -> bool:
            left = size - played
            if finishing and left <= FINISH:
                return True
            if ctx.pozzetto_available and left <= _to_pozzetto(know):
                return True
            return left <= 3 and know.threat >= 0.7

        if self._hand_ending(know):
            return lambda meld_id: True

        def wild_into(meld_id: int | None) -> bool:
            if meld_id is None:
                return going_out(4)
            if going_out(1):
                return True
            if len(ctx.melds[meld_id].cards) != 6:
                return False
            return know.threat >= _wild_burraco_threat(ctx) or needs_burraco(ctx)

        return wild_into

    def _score(self, play: Play, layout: Layout, ctx: TurnContext, know: Knowledge) -> float:
        meld_id, cards = play
        variant = ctx.variant
        # a 2 in its natural place is no wild: only the layout knows
        had_wild = meld_id is not None and ctx.melds[meld_id].wild is not None
        wilds = int(layout.wild is not None and not had_wild)
        left = len(ctx.hand) - len(cards)
        before = None if meld_id is None else ctx.melds[meld_id].burraco(variant)
        after = layout.burraco(variant)
        if before and after and BURRACO_BONUS[after] < BURRACO_BONUS[before]:
            # a burraco spoilt (a wild on a clean one, a natural that leaves
            # a semipulito's wild inside) loses 50 to 400 points of bonus to
            # get a card or two out of hand: only as a step of a way out
            return 0.0
        score = len(cards) + sum(point_value(c, variant) for c in cards) / 40
        if after and after != before:
            score += 3.0 + (2.0 if after not in ("sporco",) else 0.0)
        if left == 0:
            score += 5.0  # al volo: the pozzetto now
        if meld_id is not None:
            score += 0.3
        if wilds:
            to_pozzetto = ctx.pozzetto_available and left <= _to_pozzetto(know)
            completes = bool(after) and not before
            side_needs = needs_burraco(ctx)
            dumping = know.threat >= 0.7 and left <= 3
            finishing = may_close(ctx) and left <= FINISH
            ending = self._hand_ending(know)
            if not (
                to_pozzetto
                or (completes and (side_needs or know.threat >= _wild_burraco_threat(ctx)))
                or dumping
                or finishing
                or ending
            ):
                return 0.0
            if not ending:
                # a wild spent is one fewer for later: the natural plays go
                # first (a wild alone on a meld then scores below zero);
                # with the smazzata ending there is no later
                score -= 2.5
        return score

    # -- discarding ----------------------------------------------------------------

    def discard(
        self, ctx: TurnContext, know: Knowledge, legal: list[str], rng: random.Random
    ) -> Card:
        options = [Card.parse(c) for c in legal]
        if len(options) == 1:
            return options[0]
        if self._ending_turn(know):
            # no one picks it up, and every point kept in hand is lost
            return max(options, key=lambda c: (point_value(c, ctx.variant), c.sort_key))
        links = _connections(ctx.hand, ctx.variant.combinations)
        threats = know.opponent_layouts()
        next_is_opponent = know.is_opponent(know.next_seat)
        collected = know.known.get(know.next_seat, Counter())
        thrown = know.discarded.get(know.next_seat, Counter())
        pile_weight = 1.0 + len(know.pile) / 4
        pressure = 1.0 + 3.0 * know.threat

        # what the card is worth to us counts only if it is gone for good
        keeps = not self.discard_comes_back(know)

        def cost(card: Card) -> float:
            value = 0.0
            if is_wild(card):
                value += 40.0
            if keeps:
                value += 2.5 * links[card]
                if any(may_attach(m, card) and _fits(m, card, ctx) for m in ctx.melds.values()):
                    value += 3.0
            if next_is_opponent:
                if any(may_attach(m, card) and _fits(m, card, ctx) for m in threats):
                    value += 6.0 * pile_weight
                if any(_near(card, other) for other in collected):
                    value += 2.0 * pile_weight
                if thrown[card]:
                    value -= 1.5
            value -= point_value(card, ctx.variant) / 10 * pressure
            return value + rng.random() * 0.01

        return min(options, key=cost)

    def discard_comes_back(self, know: Knowledge) -> bool:
        """Whether our discard will come back to us with the next pile, so
        that what it is worth to our hand need not be kept: never for medio,
        which does not read whether the opponent leaves piles (difficile
        does)."""
        return False

    def why_discard(
        self, card: Card, ctx: TurnContext, know: Knowledge, legal: list[str]
    ) -> Reason:
        """Why :meth:`discard` chose ``card``: what it avoided, else what
        makes ``card`` itself a good discard."""
        named = {"card": str(card)}
        if len(ctx.hand) == 1:
            return Reason("why_to_pozzetto" if ctx.pozzetto_available else "why_close")
        if self.melds_on(ctx, know) and way_out(ctx) is not None:
            return Reason("why_meld_on")
        if self._ending_turn(know):
            return Reason("why_last_discard", {**named, "worth": point_value(card, ctx.variant)})
        links = _connections(ctx.hand, ctx.variant.combinations)
        naturals = [c for c in (Card.parse(x) for x in legal) if not is_wild(c)]
        plain = min(
            naturals,
            key=lambda c: (links[c], -point_value(c, ctx.variant), c.sort_key),
            default=card,
        )
        nxt = know.next_seat
        if plain is not card and know.is_opponent(nxt):
            if any(may_attach(m, plain) and _fits(m, plain, ctx) for m in know.opponent_layouts()):
                return Reason("why_fits_theirs", {"card": str(plain)})
            held = next((c for c in know.known.get(nxt, Counter()) if _near(plain, c)), None)
            if held is not None:
                return Reason("why_feeds_next", {"held": str(held), "card": str(plain)})
        if know.is_opponent(nxt) and know.discarded.get(nxt, Counter())[card]:
            return Reason("why_thrown_by_next", named)
        points = point_value(card, ctx.variant)
        if know.threat >= 0.6 and points >= 10:
            return Reason("why_shed_points", {**named, "worth": points})
        if is_wild(card):
            return Reason("why_least_needed", named)
        if links[card] == 0:
            return Reason("why_loose", named)
        return Reason("why_least_needed", named)


def _race(know: Knowledge, view: SeatView, pile: int) -> tuple[float, int]:
    """What each pile card costs in the race to the pozzetto, and the
    opponents' smallest hand.

    A side that sheds fast (the panel's racer, and in four players the
    careful player) closes before a side that picks up everything has its
    pozzetto.  Measured, classic: taking less as their smallest hand shrinks
    lifted medio from 41% to 72% of smazzate against the racer in four
    players, and from 72% to 78% in two.  Against a next player who takes
    piles (facile, greedy, the hoarder) leaving the pile only feeds him, so
    the race is not counted then.  With two players every pile is fought
    over and most players soon pick up a card that plays: only one who has
    taken at most a single card is raced (racing until he had three cards
    cost 2 points of share against greedy, until six 8), and only for a
    pile of two: a pile left to grow is one the careful player takes
    (racing for any pile: 74% against him, for piles of two: 79%).  It
    costs about 3 points of share against the hoarder (71% -> 68%).  With
    three players it cost more than it won.
    """
    if know.players not in TAKER or _next_takes_piles(know, view):
        return 0.0, 0
    if know.players == 2 and pile > RACE_PILE:
        return 0.0, 0
    fewest = know.opponent_fewest
    return RACE_WEIGHT * max(0, RACE_FROM - fewest) / RACE_FROM, fewest


def _closing_near(
    ctx: TurnContext, know: Knowledge, view: SeatView, after_pozzetto: frozenset[str]
) -> bool:
    """The opponents may close before our side has its pozzetto (or, with
    two players in a variant of ``after_pozzetto``, at all): a pile is then
    worth what fits, not what it holds.

    Taking every pile keeps the material on our side while the smazzata is
    long; once the other side has its pozzetto and a burraco, the race is
    for ours (100 points, and the right to close), and cards that fit
    nothing slow it and wait in hand to be counted against us.  Measured,
    classic, 1000 pairs, paired, two players: greedy 72.9 -> 76.1%, hoarder
    69.2 -> 78.2%, racer +1.3, careful +2.6 points of share; facile -1.3
    (-28 points a smazzata): facile rarely closes once it may, and eats the
    piles left to it.

    After our pozzetto the race is to close.  As medio's rule there (600
    pairs, paired): greedy +3.3, hoarder +4.2, careful +2.3, racer +0.1
    points of share, but facile -0.8 and -63 points a smazzata and medio
    +2.2 and -69 (pile eaters are fed the piles left, and outscore us in
    the smazzate we still win), and it took away difficile's own race to
    close against medio (72.0% -> 62.3%, 100 pairs).  So difficile alone
    plays it (``closes_after_pozzetto``), where it took greedy to 82.5%;
    against medio, who melds on, difficile then won 65.0%.

    After our pozzetto, only while an opponent holds
    ``RACE_AFTER_POZZETTO_HAND`` cards or fewer: one with a bigger hand is
    not about to close.  Played by medio with the race, 600 pairs, paired:
    the hoarder +3.2 ± 1.1 points of share and +33 ± 10 points a smazzata,
    greedy, the racer and the careful player within 0.2 points of share
    (with 6 cards: the hoarder +4.0, greedy -0.6; 4: greedy -1.4).  In
    difficile, whose take search had been picking most of those piles up
    anyway, every panel cell moved within a point of share and 5 points.

    With four players only before our pozzetto and against a next player
    who takes piles (one who leaves them leaves them to our partner):
    greedy +1.6, hoarder +1.0, racer 0, careful -0.6, 500 pairs; with three
    it cost about half a point against facile and the panel.
    """
    if know.threat < RACE_CLOSE_THREAT:
        return False
    if know.players == 2:
        if ctx.pozzetto_available:
            return True
        return (
            ctx.variant.name in after_pozzetto and know.opponent_fewest <= RACE_AFTER_POZZETTO_HAND
        )
    return know.players == 4 and ctx.pozzetto_available and _next_takes_piles(know, view)


def stock_ends_before_next_turn(know: Knowledge) -> bool:
    """The other players' draws end the smazzata before our next turn: the
    stock, with the pozzetti still to join it, holds at most one card for
    each other player beyond the 2 never played (``STOCK_FLOOR``).  A
    pick-up can put the end off, so this is a likelihood, not a certainty
    (``last_turn`` is one).

    Played for by difficile (``plays_to_stock_end``): its wild cards go on
    the table, where they score, rather than stay in hand, where they cost.
    In reale more than half of medio's three-player smazzate end with the
    stock (108 of 200), each hand holding 4.9 cards of 40 points and 0.68
    wild cards.  Played so from the last round only: from the last two or
    three it gained nothing more (docs/COMPUTER-PLAYERS.md, "The stock's
    end").
    """
    return know.stock <= STOCK_FLOOR + know.players - 1


def last_turn(know: Knowledge) -> bool:
    """Our discard ends the smazzata: the stock is down to the 2 cards never
    played, with no pozzetto left to join it."""
    return know.stock <= STOCK_FLOOR


def pile_is_material(know: Knowledge) -> bool:
    """Two players where closing needs a clean burraco (reale), unless an
    opponent races out: the smazzata is long, a pile's cards are the
    material of the burraci to come, and medio takes every pile
    (``MedioPlayer._pile_card_value``)."""
    return know.players == 2 and know.variant.close_needs_clean and not _racing_out(know)


def _racing_out(know: Knowledge) -> bool:
    """An opponent empties his hand fast: he holds RACER_HAND cards or
    fewer, or has put a wild on a meld short of a burraco, as a player who
    plays everything at once does (one who keeps his wilds spends them on a
    burraco, or on the way out)."""
    if know.opponent_fewest <= RACER_HAND:
        return True
    layouts = know.opponent_layouts()
    return any(m.wild is not None and m.burraco(know.variant) is None for m in layouts)


def _next_takes_piles(know: Knowledge, view: SeatView) -> bool:
    """The next player has picked up enough cards (``TAKER``, by the player
    count) to be one who takes piles: a pile left to him feeds him."""
    taker = TAKER.get(know.players)
    return taker is not None and len(view["picked_up"][know.next_seat]) >= taker


def _to_pozzetto(know: Knowledge) -> int:
    """How few cards a wild must leave to be spent towards the pozzetto.

    With two players medio's hand holds 4 to 9 cards while the pile war
    lasts, so at TO_POZZETTO nearly every play could spend a wild, and in
    the smazzate that ran out of stock medio had none left to play its last
    cards out (its pozzetto in 39% of them, facile's in 78%).  Not against
    one who lives on the stock (the racer): he closes early, and a wild kept
    is then a wild left in hand.

    With three and four players a wild goes towards the pozzetto only on
    the way out: a wild spent there early is one the side lacks later for
    its burraco and its last cards.  Paired with medio spending it at 6
    cards, classic, points of share (points a smazzata): four players
    against greedy +5.0 +- 2.1 (+35 +- 17, 1200 pairs), the hoarder +1.8,
    the racer +0.5, the careful player +0.5, facile +0.7 (600 pairs);
    three players against facile +3.1 +- 1.8 (+29 +- 9, 1000 pairs),
    greedy +1.7 (+24 +- 12), the hoarder +2.7 (+26 +- 15), the racer +0.8
    (+24 +- 8), the careful player -0.4 (+31 +- 14) (400 pairs).  Reale
    (300 pairs) within the noise: four players greedy +2.2 (+35 +- 32),
    facile -2.0 +- 2.3 (-16 +- 33), the others within a point; three
    players facile +0.6, greedy +1.1.  Spending it at 2, 3, 4 or 5 cards
    left with four players against greedy: +3.5, +2.2, +0.8, +0.3; at 8,
    -3.6.  Two players are not changed: there it won about a point of
    share against every member, but cost 32 +- 23 points a smazzata
    against the racer (reale 28 +- 17).
    """
    if know.players != 2:
        return KEEP_WILDS_TO_MANY
    if know.threat < 0.5 and _next_takes_piles(know, know.view):
        return KEEP_WILDS_TO
    return TO_POZZETTO


def _wild_burraco_threat(ctx: TurnContext) -> float:
    """The threat from which a wild completes a burraco, banking its bonus
    before the opponents close: in classic once they have their pozzetto
    (0.4); in reale only once they may close (0.7), since there the sporco
    it makes does not open closing, and the clean burraco it forgoes is
    worth 200 to 1000.  Two players, reale, 300 pairs, paired with 0.4
    (points a smazzata, shares within a point): greedy +6 +- 12, the
    hoarder +15 +- 9, the racer +21 +- 12, the careful player +26 +- 8.
    In classic 0.7 moved nothing (-9 to +1)."""
    return 0.7 if ctx.variant.close_needs_clean else 0.4


def needs_burraco(ctx: TurnContext) -> bool:
    """The side has its pozzetto but no burraco yet: a wild that completes
    one is worth spending (``_score`` and ``_wild_into`` must agree)."""
    return ctx.pozzetto_done and not any(m.burraco(ctx.variant) for m in ctx.melds.values())


def _fits(layout: Layout, card: Card, ctx: TurnContext) -> bool:
    try:
        attach(layout, [card], ctx.variant)
    except IllegalActionError:
        return False
    return True


def _near(a: Card, b: Card) -> bool:
    if is_wild(a) or is_wild(b):
        return False
    return a.rank == b.rank or (a.suit == b.suit and abs(a.rank - b.rank) <= 2)


def _connections(hand: list[Card], combinations: bool) -> Counter[Card]:
    """How strongly each card works with the rest of the hand."""
    links: Counter[Card] = Counter()
    for i, a in enumerate(hand):
        if is_wild(a):
            continue
        for b in hand[i + 1 :]:
            if is_wild(b):
                continue
            weight = 0
            if a.rank == b.rank:
                if combinations:
                    weight = 1 if a.suit == b.suit else 2  # an exact twin helps less
            elif a.suit == b.suit:
                gap = suit_gap(a, b)
                weight = 2 if gap == 1 else 1 if gap == 2 else 0
            if weight:
                links[a] += weight
                links[b] += weight
    return links


__all__ = ["MedioPlayer"]
