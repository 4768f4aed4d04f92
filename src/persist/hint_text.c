/* SPDX-License-Identifier: MIT */
/*
 * The hint's reasons in English. The client says the same in the player's language from the
 * hint.* keys of data/lang; this text is the protocol's (`hint`), where English is the rule.
 */
#include "persist/hint_text.h"

#include <stdio.h>
#include <string.h>

static const char *const type_plural[ALH_NUM_TYPES] = {"pavilions", "seraglios", "arcades", "chambers", "gardens", "towers"};
static const char *const ordinal[4] = {"", "first", "second", "third"};

static const char *type_word(int type, bool plural)
{
    if (type < 0 || type >= ALH_NUM_TYPES)
        return plural ? "buildings" : "building";
    return plural ? type_plural[type] : alh_type_name(type);
}

static void reason_text(const AlhHintReason *r, char *out, size_t size)
{
    long pts = (long)(r->points + (r->points >= 0 ? 0.5 : -0.5));
    switch (r->kind) {
    case ALH_HINT_EXACT: snprintf(out, size, "An exact payment of %d: you take another action.", r->value); break;
    case ALH_HINT_MAJORITY:
        if (r->place >= 1 && r->place <= 3)
            snprintf(out, size, "It %s %s in %s with %d (best rival %d), worth about %+ld points over the scorings to come.",
                     r->tied ? "ties you for" : "puts you", ordinal[r->place], type_word(r->type, true), r->count, r->count2,
                     pts);
        else
            snprintf(out, size, "It brings your %s to %d (best rival %d): the race stays open for later scorings.",
                     type_word(r->type, true), r->count, r->count2);
        break;
    case ALH_HINT_WALL: snprintf(out, size, "It extends your longest wall from %d to %d.", r->count2, r->count); break;
    case ALH_HINT_MONEY:
        if (r->currency >= 0 && r->currency < ALH_NUM_CURRENCIES)
            snprintf(out, size, "It takes %ss worth %d.", alh_currency_name(r->currency), r->value);
        else
            snprintf(out, size, "It takes money worth %d.", r->value);
        break;
    case ALH_HINT_EXACT_NEXT:
        snprintf(out, size, "Then the %s on market space %d (%d %ss) can be paid exactly.", type_word(r->type, false),
                 r->space + 1, r->value, r->currency >= 0 ? alh_currency_name(r->currency) : "coin");
        break;
    case ALH_HINT_OPEN: snprintf(out, size, "It leaves %d places open for later buildings.", r->count); break;
    case ALH_HINT_RESERVE: snprintf(out, size, "No spot in your Alhambra suits it now: it waits on the reserve."); break;
    case ALH_HINT_MODULES: snprintf(out, size, "The expansions' own scoring gains about %+ld points.", pts); break;
    case ALH_HINT_SCORING_NEAR:
        if (r->round >= 3)
            snprintf(out, size, "Only %d tiles are left in the bag: the final scoring is near.", r->count);
        else
            snprintf(out, size, "Scoring round %d may come any time now.", r->round);
        break;
    case ALH_HINT_ONLY: snprintf(out, size, "It is the only legal move."); break;
    default: snprintf(out, size, "The bot's evaluation rates it best (about %+ld points).", pts); break;
    }
}

const char *alh_hint_text(const AlhHint *hint, char *buf, size_t size)
{
    if (!size)
        return buf;
    buf[0] = '\0';
    size_t used = 0;
    for (int i = 0; i < hint->reason_count && i < ALH_HINT_MAX_REASONS; i++) {
        char one[256];
        reason_text(&hint->reasons[i], one, sizeof one);
        int n = snprintf(buf + used, size - used, "%s%s", used ? " " : "", one);
        if (n < 0 || (size_t)n >= size - used) {
            buf[used] = '\0'; /* a reason that does not fit is left out whole */
            break;
        }
        used += (size_t)n;
    }
    return buf;
}
