/* SPDX-License-Identifier: MIT */
/* Events as one line of text each, for the protocol and the game log. */
#include "persist/notation.h"
#include "persist/module_persist.h"

#include <stdio.h>
#include <string.h>

/* "P2", or "Dirk" for the neutral player's index. */
const char *alh_event_who(int player, char *buf, size_t size)
{
    if (player == ALH_DIRK)
        snprintf(buf, size, "Dirk");
    else
        snprintf(buf, size, "P%d", player + 1);
    return buf;
}

/* "scoring round 1: P1 +9 = 9, P2 +0 = 0" and the like; Dirk only when he takes part. */
static void scores_text(const AlhEvent *e, bool gains, char *buf, size_t size)
{
    size_t len = strlen(buf);
    const char *sep = " ";
    for (int p = 0; p <= ALH_MAX_PLAYERS && len < size; p++) {
        int gained = 0;
        for (int c = 0; c < ALH_SCORE_CATEGORIES; c++)
            gained += e->score.points[p][c];
        bool player = p < ALH_MAX_PLAYERS && e->score.rank[p] > 0; /* seats in the game are ranked */
        bool dirk = p == ALH_DIRK && (e->score.total[p] != 0 || gained != 0);
        if (!player && !dirk)
            continue;
        char name[8];
        int n;
        if (gains)
            n = snprintf(buf + len, size - len, "%s%s +%d = %d", sep, alh_event_who(p, name, sizeof name), gained,
                         e->score.total[p]);
        else if (p < ALH_MAX_PLAYERS)
            n = snprintf(buf + len, size - len, "%s%s %d (rank %d)", sep, alh_event_who(p, name, sizeof name), e->score.total[p],
                         e->score.rank[p]);
        else
            n = snprintf(buf + len, size - len, "%s%s %d", sep, alh_event_who(p, name, sizeof name), e->score.total[p]);
        if (n < 0)
            break;
        len += (size_t)n;
        sep = ", ";
    }
}

const char *alh_event_text(const AlhEvent *e, char *buf, size_t size)
{
    char p[8], card[16];
    alh_event_who(e->player, p, sizeof p);
    int owner = alh_event_module(e->type);
    if (owner >= 0) {
        const AlhModulePersist *mp = alh_persist_registry[owner];
        if (mp && mp->event_text)
            mp->event_text(e, buf, size);
        else
            snprintf(buf, size, "event %d", e->type);
        return buf;
    }
    alh_card_text(e->card, false, card, sizeof card);
    switch (e->type) {
    case ALH_EV_MONEY_TAKEN:
        if (e->slot >= 0)
            snprintf(buf, size, "%s took %s from slot %d", p, card, e->slot + 1);
        else
            snprintf(buf, size, "%s was dealt %s", p, card);
        break;
    case ALH_EV_TILE_BOUGHT:
        snprintf(buf, size, "%s bought %d space %d paid %d%s", p, e->tile, e->slot + 1, e->value, e->exact ? " exact" : "");
        break;
    case ALH_EV_CARD_PAID: snprintf(buf, size, "%s paid %s", p, card); break;
    case ALH_EV_BONUS_ACTION: snprintf(buf, size, "%s gets another action", p); break;
    case ALH_EV_TILE_PLACED: snprintf(buf, size, "%s placed %d at %d,%d", p, e->tile, e->x, e->y); break;
    case ALH_EV_TILE_RESERVED: snprintf(buf, size, "%s reserved %d", p, e->tile); break;
    case ALH_EV_TILE_TO_DIRK:
        if (e->player >= 0)
            snprintf(buf, size, "%s gave %d to Dirk", p, e->tile);
        else
            snprintf(buf, size, "Dirk received %d from the bag", e->tile);
        break;
    case ALH_EV_REDESIGN_ADD: snprintf(buf, size, "%s redesign added %d at %d,%d", p, e->tile, e->x, e->y); break;
    case ALH_EV_REDESIGN_REMOVE: snprintf(buf, size, "%s redesign removed %d from %d,%d", p, e->tile, e->x, e->y); break;
    case ALH_EV_REDESIGN_SWAP:
        snprintf(buf, size, "%s redesign swapped %d for %d at %d,%d", p, e->tile, e->tile2, e->x, e->y);
        break;
    case ALH_EV_PASS: snprintf(buf, size, "%s passed", p); break;
    case ALH_EV_TURN_END: snprintf(buf, size, "%s ended the turn", p); break;
    case ALH_EV_TURN_START: snprintf(buf, size, "%s to play", p); break;
    case ALH_EV_DISPLAY_REFILL: snprintf(buf, size, "display slot %d refilled with %s", e->slot + 1, card); break;
    case ALH_EV_DECK_RESHUFFLED: snprintf(buf, size, "discard pile reshuffled into a deck of %d", e->value); break;
    case ALH_EV_SCORING_CARD: snprintf(buf, size, "scoring card %d drawn", e->round); break;
    case ALH_EV_MARKET_REFILL: snprintf(buf, size, "market space %d refilled with %d", e->slot + 1, e->tile); break;
    case ALH_EV_SCORING:
        snprintf(buf, size, "scoring round %d:", e->round);
        scores_text(e, true, buf, size);
        break;
    case ALH_EV_TILE_AWARDED:
        snprintf(buf, size, "%s awarded %d from space %d with %d", p, e->tile, e->slot + 1, e->value);
        break;
    case ALH_EV_TILE_NOT_AWARDED: snprintf(buf, size, "%d on space %d not awarded: tie", e->tile, e->slot + 1); break;
    case ALH_EV_GAME_OVER:
        snprintf(buf, size, "game over:");
        scores_text(e, false, buf, size);
        break;
    case ALH_EV_DECLINE: snprintf(buf, size, "%s declined", p); break;
    default: snprintf(buf, size, "event %d", e->type); break;
    }
    return buf;
}
