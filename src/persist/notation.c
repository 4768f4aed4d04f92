/* SPDX-License-Identifier: MIT */
/* Commands <-> text ("take 1+3", "buy 2 den5+den3", "place 17 1,-1", ...) for the player to move. */
#define _POSIX_C_SOURCE 200809L
#include "persist/notation.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_TOKENS 8
#define TOKEN_LEN 96

/* ------------------------------------------------------------------ writing */

/* Cards of a payment from the highest value down, the order a player would read them. */
static int payment_cards(const AlhCardSet *cards, int out[ALH_NUM_MONEY_CARDS])
{
    int n = 0;
    for (int value = ALH_CARD_VALUES; value >= 1; value--)
        for (int currency = 0; currency < ALH_NUM_CURRENCIES; currency++)
            for (int copy = 0; copy < ALH_CARD_COPIES; copy++) {
                int card = alh_card_make(currency, value, copy);
                if (alh_cards_has(cards, card))
                    out[n++] = card;
            }
    return n;
}

/* The card a plain "den5" names: the lowest copy in the hand not yet taken. */
static int pick_copy(const AlhCardSet *hand, const AlhCardSet *taken, int currency, int value)
{
    for (int copy = 0; copy < ALH_CARD_COPIES; copy++) {
        int card = alh_card_make(currency, value, copy);
        if (alh_cards_has(hand, card) && !alh_cards_has(taken, card))
            return card;
    }
    return -1;
}

/* Whether writing the payment without copy letters would read back as the same cards. */
static bool plain_reads_back(const AlhGame *g, int player, const int *cards, int n)
{
    if (!g || player >= g->num_players)
        return false;
    AlhCardSet taken = {{0, 0}};
    for (int i = 0; i < n; i++) {
        int card = pick_copy(&g->players[player].hand, &taken, alh_card_currency(cards[i]), alh_card_value(cards[i]));
        if (card != cards[i])
            return false;
        alh_cards_add(&taken, card);
    }
    return true;
}

static void append(char *buf, size_t size, size_t *len, const char *fmt, ...)
{
    if (*len >= size)
        return;
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(buf + *len, size - *len, fmt, ap);
    va_end(ap);
    if (n > 0)
        *len = (*len + (size_t)n < size) ? *len + (size_t)n : size;
}

const char *alh_notation_format(const AlhGame *g, const AlhCommand *c, char *buf, size_t size)
{
    size_t len = 0;
    if (size == 0)
        return buf;
    buf[0] = '\0';
    switch (c->type) {
    case ALH_CMD_TAKE_MONEY: {
        append(buf, size, &len, "take ");
        const char *sep = "";
        for (int s = 0; s < ALH_DISPLAY_SLOTS; s++)
            if ((c->slots >> s) & 1) {
                append(buf, size, &len, "%s%d", sep, s + 1);
                sep = "+";
            }
        if (!*sep)
            append(buf, size, &len, "none");
        break;
    }
    case ALH_CMD_BUY: {
        int cards[ALH_NUM_MONEY_CARDS];
        int n = payment_cards(&c->cards, cards);
        bool plain = plain_reads_back(g, c->player, cards, n);
        append(buf, size, &len, "buy %d ", c->space + 1);
        for (int i = 0; i < n; i++) {
            char name[16];
            append(buf, size, &len, "%s%s", i ? "+" : "", alh_card_text(cards[i], !plain, name, sizeof name));
        }
        if (n == 0)
            append(buf, size, &len, "nothing");
        break;
    }
    case ALH_CMD_PLACE: append(buf, size, &len, "place %d %d,%d", c->tile, c->x, c->y); break;
    case ALH_CMD_RESERVE: append(buf, size, &len, "reserve %d", c->tile); break;
    case ALH_CMD_GIVE_DIRK: append(buf, size, &len, "dirk %d", c->tile); break;
    case ALH_CMD_REDESIGN_ADD: append(buf, size, &len, "redesign-add %d %d,%d", c->tile, c->x, c->y); break;
    case ALH_CMD_REDESIGN_REMOVE: append(buf, size, &len, "redesign-remove %d", c->tile); break;
    case ALH_CMD_REDESIGN_SWAP: append(buf, size, &len, "redesign-swap %d %d", c->tile, c->tile2); break;
    case ALH_CMD_PASS: append(buf, size, &len, "pass"); break;
    default: append(buf, size, &len, "unknown-%d", c->type); break;
    }
    return buf;
}

/* ------------------------------------------------------------------ reading */

typedef struct Tokens {
    char text[MAX_TOKENS][TOKEN_LEN];
    int count;
} Tokens;

static bool fail(AlhNotationError *err, const char *code, const char *fmt, ...)
{
    if (!err)
        return false;
    err->code = code;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(err->message, sizeof err->message, fmt, ap);
    va_end(ap);
    return false;
}

static bool tokenize(const char *text, Tokens *t, AlhNotationError *err)
{
    t->count = 0;
    const char *p = text;
    for (;;) {
        while (*p == ' ' || *p == '\t' || *p == '\r' || *p == '\n')
            p++;
        if (!*p)
            return true;
        const char *start = p;
        while (*p && *p != ' ' && *p != '\t' && *p != '\r' && *p != '\n')
            p++;
        size_t n = (size_t)(p - start);
        if (t->count == MAX_TOKENS)
            return fail(err, "bad-notation", "too many words: a command has at most %d", MAX_TOKENS);
        if (n >= TOKEN_LEN)
            return fail(err, "bad-notation", "word %d is too long", t->count + 1);
        memcpy(t->text[t->count], start, n);
        t->text[t->count][n] = '\0';
        t->count++;
    }
}

/* A whole token as a decimal integer in [lo, hi]. */
static bool read_int(const char *s, int lo, int hi, int *out)
{
    if (!*s)
        return false;
    char *end;
    errno = 0;
    long v = strtol(s, &end, 10);
    if (errno || *end || v < lo || v > hi)
        return false;
    *out = (int)v;
    return true;
}

static bool read_tile(const Tokens *t, int i, const char *what, int *tile, AlhNotationError *err)
{
    if (i >= t->count)
        return fail(err, "bad-notation", "'%s' needs %s (a tile id 1..%d) as word %d", t->text[0], what, ALH_NUM_TILES, i + 1);
    if (!read_int(t->text[i], 1, ALH_TILE_FOUNTAIN, tile))
        return fail(err, "bad-notation", "word %d '%s': expected %s, a tile id 1..%d", i + 1, t->text[i], what, ALH_NUM_TILES);
    return true;
}

static bool read_spot(const Tokens *t, int i, int *x, int *y, AlhNotationError *err)
{
    if (i >= t->count)
        return fail(err, "bad-notation", "'%s' needs a spot x,y as word %d", t->text[0], i + 1);
    char buf[TOKEN_LEN];
    snprintf(buf, sizeof buf, "%s", t->text[i]);
    char *comma = strchr(buf, ',');
    if (!comma)
        return fail(err, "bad-notation", "word %d '%s': expected a spot x,y such as 1,-1", i + 1, t->text[i]);
    *comma = '\0';
    if (!read_int(buf, -127, 127, x) || !read_int(comma + 1, -127, 127, y))
        return fail(err, "bad-notation", "word %d '%s': expected a spot x,y with whole numbers from -127 to 127", i + 1, t->text[i]);
    return true;
}

static bool no_more(const Tokens *t, int used, AlhNotationError *err)
{
    if (t->count > used)
        return fail(err, "bad-notation", "word %d '%s': unexpected, '%s' takes %d word%s after it", used + 1,
                    t->text[used], t->text[0], used - 1, used == 2 ? "" : "s");
    return true;
}

static bool read_slots(const Tokens *t, AlhCommand *c, AlhNotationError *err)
{
    if (t->count < 2)
        return fail(err, "bad-notation", "'take' needs display slots such as 1+3 as word 2");
    const char *p = t->text[1];
    for (;;) {
        if (*p < '1' || *p > '4' || (p[1] != '+' && p[1] != '\0'))
            return fail(err, "bad-notation", "word 2 '%s': expected display slots 1..4 joined by '+', such as 1+3", t->text[1]);
        int bit = 1 << (*p - '1');
        if (c->slots & bit)
            return fail(err, "bad-notation", "word 2 '%s': slot %c is named twice", t->text[1], *p);
        c->slots |= (uint8_t)bit;
        if (p[1] == '\0')
            break;
        p += 2;
    }
    return no_more(t, 2, err);
}

static bool read_payment(const AlhGame *g, const Tokens *t, AlhCommand *c, AlhNotationError *err)
{
    int space;
    if (t->count < 2 || !read_int(t->text[1], 1, ALH_MARKET_SPACES, &space))
        return fail(err, "bad-notation", "word 2 '%s': expected a market space 1..4", t->count < 2 ? "" : t->text[1]);
    c->space = (uint8_t)(space - 1);
    if (t->count < 3)
        return fail(err, "bad-notation", "'buy' needs the cards paid as word 3, such as den5+den3");
    /* Named copies first, so that plain names then take the lowest copies left. */
    const AlhCardSet *hand = &g->players[c->player].hand;
    int currency[ALH_NUM_MONEY_CARDS], value[ALH_NUM_MONEY_CARDS], copy[ALH_NUM_MONEY_CARDS], n = 0;
    char list[TOKEN_LEN];
    snprintf(list, sizeof list, "%s", t->text[2]);
    for (char *save = NULL, *name = strtok_r(list, "+", &save); name; name = strtok_r(NULL, "+", &save)) {
        if (n == ALH_NUM_MONEY_CARDS || !alh_card_parse(name, &currency[n], &value[n], &copy[n]))
            return fail(err, "bad-notation", "word 3 '%s': '%s' is not a money card; expected cards such as den5+den3 "
                        "(den, dir, duc, flo and a value 1..9)", t->text[2], name);
        n++;
    }
    if (n == 0 || t->text[2][0] == '+' || t->text[2][strlen(t->text[2]) - 1] == '+' || strstr(t->text[2], "++"))
        return fail(err, "bad-notation", "word 3 '%s': expected cards joined by '+', such as den5+den3", t->text[2]);
    for (int pass = 0; pass < 2; pass++)
        for (int i = 0; i < n; i++) {
            char name[16];
            if (pass == 0 && copy[i] >= 0) {
                int card = alh_card_make(currency[i], value[i], copy[i]);
                if (!alh_cards_has(hand, card) || alh_cards_has(&c->cards, card))
                    return fail(err, "card-not-in-hand", "word 3: player %d does not hold %s%s", c->player + 1,
                                alh_card_text(card, true, name, sizeof name),
                                alh_cards_has(&c->cards, card) ? " twice" : "");
                alh_cards_add(&c->cards, card);
            } else if (pass == 1 && copy[i] < 0) {
                int card = pick_copy(hand, &c->cards, currency[i], value[i]);
                if (card < 0)
                    return fail(err, "card-not-in-hand", "word 3: player %d holds no %s%d%s", c->player + 1,
                                alh_currency_short(currency[i]), value[i],
                                alh_cards_empty(&c->cards) ? "" : " besides the cards named before");
                alh_cards_add(&c->cards, card);
            }
        }
    return no_more(t, 3, err);
}

bool alh_notation_parse(const AlhGame *g, const char *text, AlhCommand *out, AlhNotationError *err)
{
    Tokens t;
    if (!tokenize(text, &t, err))
        return false;
    if (t.count == 0)
        return fail(err, "bad-notation", "empty command: expected take, buy, place, reserve, dirk, redesign-add, "
                    "redesign-remove, redesign-swap or pass");
    int player = alh_to_move(g);
    if (player < 0)
        return fail(err, "game-over", "the game is over: nobody is to move");
    AlhCommand c;
    memset(&c, 0, sizeof c);
    c.player = (uint8_t)player;
    const char *verb = t.text[0];
    bool ok;
    int tile, tile2, x, y;
    if (strcmp(verb, "take") == 0) {
        c.type = ALH_CMD_TAKE_MONEY;
        ok = read_slots(&t, &c, err);
    } else if (strcmp(verb, "buy") == 0) {
        c.type = ALH_CMD_BUY;
        ok = read_payment(g, &t, &c, err);
    } else if (strcmp(verb, "place") == 0 || strcmp(verb, "redesign-add") == 0) {
        c.type = verb[0] == 'p' ? ALH_CMD_PLACE : ALH_CMD_REDESIGN_ADD;
        ok = read_tile(&t, 1, "the tile", &tile, err) && read_spot(&t, 2, &x, &y, err) && no_more(&t, 3, err);
        if (ok) { c.tile = (uint8_t)tile; c.x = (int8_t)x; c.y = (int8_t)y; }
    } else if (strcmp(verb, "reserve") == 0 || strcmp(verb, "dirk") == 0 || strcmp(verb, "redesign-remove") == 0) {
        c.type = verb[0] == 'r' ? (verb[2] == 's' ? ALH_CMD_RESERVE : ALH_CMD_REDESIGN_REMOVE) : ALH_CMD_GIVE_DIRK;
        ok = read_tile(&t, 1, "the tile", &tile, err) && no_more(&t, 2, err);
        if (ok) c.tile = (uint8_t)tile;
    } else if (strcmp(verb, "redesign-swap") == 0) {
        c.type = ALH_CMD_REDESIGN_SWAP;
        ok = read_tile(&t, 1, "the reserve tile", &tile, err) && read_tile(&t, 2, "the Alhambra tile it replaces", &tile2, err) &&
             no_more(&t, 3, err);
        if (ok) { c.tile = (uint8_t)tile; c.tile2 = (uint8_t)tile2; }
    } else if (strcmp(verb, "pass") == 0) {
        c.type = ALH_CMD_PASS;
        ok = no_more(&t, 1, err);
    } else {
        return fail(err, "bad-notation", "word 1 '%s': expected take, buy, place, reserve, dirk, redesign-add, "
                    "redesign-remove, redesign-swap or pass", verb);
    }
    if (!ok)
        return false;
    *out = c;
    return true;
}
