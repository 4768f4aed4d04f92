/* SPDX-License-Identifier: MIT */
/* Money cards as text: "den5" for any copy, "den5b" for one physical card, "score1" for scoring cards. */
#include "persist/notation.h"

#include <stdio.h>
#include <string.h>

const char *alh_card_text(int card, bool with_copy, char *buf, size_t size)
{
    if (card == ALH_CARD_SCORING_1 || card == ALH_CARD_SCORING_2)
        snprintf(buf, size, "score%d", card == ALH_CARD_SCORING_1 ? 1 : 2);
    else if (!alh_card_is_money(card))
        snprintf(buf, size, "?");
    else if (with_copy)
        snprintf(buf, size, "%s%d%c", alh_currency_short(alh_card_currency(card)), alh_card_value(card),
                 'a' + alh_card_copy(card));
    else
        snprintf(buf, size, "%s%d", alh_currency_short(alh_card_currency(card)), alh_card_value(card));
    return buf;
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
