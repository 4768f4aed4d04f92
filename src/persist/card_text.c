/* SPDX-License-Identifier: MIT */
/*
 * Cards as text: "den5" for any copy of a money card, "den5b" for one physical card; "score1" and
 * "score2"; the modules' cards by kind and number: "dia1".."dia10", "exch1".."exch6",
 * "gate1".."gate6", "char1".."char10".
 */
#include "persist/notation.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct CardKind { const char *prefix; int first, count; } CardKind;

static const CardKind kinds[] = {
    {"score", ALH_CARD_SCORING_1, 2},
    {"dia", ALH_CARD_DIAMOND_FIRST, ALH_NUM_DIAMONDS},
    {"exch", ALH_CARD_EXCHANGE_FIRST, ALH_NUM_EXCHANGE},
    {"gate", ALH_CARD_GATE_FIRST, ALH_NUM_GATE_CARDS},
    {"char", ALH_CARD_CHARACTER_FIRST, ALH_NUM_CHARACTERS},
};

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
    for (size_t k = 0; k < sizeof kinds / sizeof kinds[0]; k++)
        if (card >= kinds[k].first && card < kinds[k].first + kinds[k].count) {
            snprintf(buf, size, "%s%d", kinds[k].prefix, card - kinds[k].first + 1);
            return buf;
        }
    snprintf(buf, size, "?");
    return buf;
}

int alh_card_parse_other(const char *text)
{
    for (size_t k = 0; k < sizeof kinds / sizeof kinds[0]; k++) {
        size_t n = strlen(kinds[k].prefix);
        if (strncmp(text, kinds[k].prefix, n) != 0 || text[n] < '1' || text[n] > '9')
            continue;
        char *end;
        long number = strtol(text + n, &end, 10);
        if (*end == '\0' && number >= 1 && number <= kinds[k].count)
            return kinds[k].first + (int)number - 1;
    }
    return -1;
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
