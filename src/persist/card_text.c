/* SPDX-License-Identifier: MIT */
/*
 * Cards as text: "den5" for any copy of a money card, "den5b" for one physical card; "score1" and
 * "score2"; the modules' cards by kind and number, as each module's persistence part names them
 * ("dia1" ...).
 */
#include "persist/notation.h"
#include "persist/module_persist.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const AlhCardNames scoring_cards = {"score", ALH_CARD_SCORING_1, 2};

/* The names of card kinds: the scoring cards', then each module's. Calls fn(names, arg) on each
 * until it returns true; returns that kind or NULL. */
static const AlhCardNames *find_kind(bool (*fn)(const AlhCardNames *, const void *), const void *arg)
{
    if (fn(&scoring_cards, arg))
        return &scoring_cards;
    for (int id = 0; id < ALH_MOD_COUNT; id++) {
        const AlhModulePersist *mp = alh_persist_registry[id];
        for (int k = 0; mp && k < mp->card_kinds; k++)
            if (fn(&mp->cards[k], arg))
                return &mp->cards[k];
    }
    return NULL;
}

static bool holds(const AlhCardNames *k, const void *arg)
{
    int card = *(const int *)arg;
    return card >= k->first && card < k->first + k->count;
}

static bool names(const AlhCardNames *k, const void *arg)
{
    const char *text = arg;
    size_t n = strlen(k->prefix);
    if (strncmp(text, k->prefix, n) != 0 || text[n] < '1' || text[n] > '9')
        return false;
    char *end;
    long number = strtol(text + n, &end, 10);
    return *end == '\0' && number >= 1 && number <= k->count;
}

const char *alh_card_text(int card, bool with_copy, char *buf, size_t size)
{
    if (alh_card_is_money(card)) {
        if (with_copy)
            snprintf(buf, size, "%s%d%c", alh_currency_short(alh_card_currency(card)), alh_card_value(card),
                     'a' + alh_card_copy(card));
        else
            snprintf(buf, size, "%s%d", alh_currency_short(alh_card_currency(card)), alh_card_value(card));
        return buf;
    }
    const AlhCardNames *k = find_kind(holds, &card);
    if (k)
        snprintf(buf, size, "%s%d", k->prefix, card - k->first + 1);
    else
        snprintf(buf, size, "?");
    return buf;
}

int alh_card_parse_other(const char *text)
{
    const AlhCardNames *k = find_kind(names, text);
    if (!k)
        return -1;
    return k->first + (int)strtol(text + strlen(k->prefix), NULL, 10) - 1;
}

bool alh_card_parse(const char *text, int *currency, int *value, int *copy)
{
    char name[16];
    size_t n = 0;
    while (text[n] >= 'a' && text[n] <= 'z') {
        if (n + 1 >= sizeof name)
            return false;
        name[n] = text[n];
        n++;
    }
    name[n] = '\0';
    int cur = alh_currency_from_name(name);
    if (cur < 0 || text[n] < '1' || text[n] > '9')
        return false;
    int val = text[n] - '0';
    const char *rest = text + n + 1;
    int cp = -1;
    if (*rest >= 'a' && *rest <= 'c') {
        cp = *rest - 'a';
        rest++;
    }
    if (*rest != '\0')
        return false;
    *currency = cur;
    *value = val;
    *copy = cp;
    return true;
}
