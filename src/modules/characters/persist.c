/* SPDX-License-Identifier: MIT */
/* Characters in the notation ("bid dia3+dia4", "character 4") and the log; cards "char1".."char10". */
#include "persist/module_persist.h"

#include <stdio.h>

static const AlhNotationForm forms[] = {
    {"bid", ALH_CMD_BID, {ALH_WORD_CARDS}, 0},
    {"character", ALH_CMD_USE_CHARACTER, {ALH_WORD_NUMBER}, ALH_NUM_CHARACTERS},
};

static const AlhCardNames cards[] = {{"char", ALH_CARD_CHARACTER_FIRST, ALH_CARD_CHARACTER_COUNT}};

static void event_text(const AlhEvent *e, char *buf, size_t size)
{
    char p[8], card[16];
    alh_event_who(e->player, p, sizeof p);
    alh_card_text(e->card, false, card, sizeof card);
    switch (e->type) {
    case ALH_EV_AUCTION_START: snprintf(buf, size, "%s auctions character %s", p, card); break;
    case ALH_EV_BID: snprintf(buf, size, "%s bid %d", p, e->value); break;
    case ALH_EV_AUCTION_WON:
        if (e->player >= 0)
            snprintf(buf, size, "%s won character %s for %d", p, card, e->value);
        else
            snprintf(buf, size, "no bid: character %s leaves the game", card);
        break;
    default: snprintf(buf, size, "%s used character %s (%d)", p, card, e->value); break;
    }
}

const AlhModulePersist alh_persist_characters = {
    .forms = forms,
    .form_count = 2,
    .cards = cards,
    .card_kinds = 1,
    .event_text = event_text,
};
