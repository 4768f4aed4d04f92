/* SPDX-License-Identifier: MIT */
/* Commands <-> text ("take 1+3", "buy 2 den5+den3", "place 17 1,-1", ...) for the player to move. */
#define _POSIX_C_SOURCE 200809L
#include "persist/notation.h"
#include "persist/module_persist.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_TOKENS 12
#define TOKEN_LEN 96
#define HAND_CARD_IDS ALH_HAND_CARD_END /* money 0..107, then the modules' cards that can be held */

/* Fields of AlhCommand, to say which ones a form writes itself; the others become key=value. */
enum {
    F_SLOTS = 1 << 0,
    F_SPACE = 1 << 1,
    F_TILE = 1 << 2,
    F_TILE2 = 1 << 3,
    F_XY = 1 << 4,
    F_CARDS = 1 << 5,
    F_OPTION = 1 << 6,
};

/* The base game's commands; each module's come from its persistence part. */
static const AlhNotationForm base_forms[] = {
    {"take", ALH_CMD_TAKE_MONEY, {ALH_WORD_SLOTS}, 0},
    {"buy", ALH_CMD_BUY, {ALH_WORD_SPACE, ALH_WORD_CARDS}, 0},
    {"place", ALH_CMD_PLACE, {ALH_WORD_TILE, ALH_WORD_SPOT}, 0},
    {"reserve", ALH_CMD_RESERVE, {ALH_WORD_TILE}, 0},
    {"redesign-add", ALH_CMD_REDESIGN_ADD, {ALH_WORD_TILE, ALH_WORD_SPOT}, 0},
    {"redesign-remove", ALH_CMD_REDESIGN_REMOVE, {ALH_WORD_TILE}, 0},
    {"redesign-swap", ALH_CMD_REDESIGN_SWAP, {ALH_WORD_TILE, ALH_WORD_TILE2}, 0},
    {"pass", ALH_CMD_PASS, {0}, 0},
    {"decline", ALH_CMD_DECLINE, {0}, 0},
};
#define BASE_FORMS (sizeof base_forms / sizeof base_forms[0])

static unsigned word_fields(int word)
{
    switch (word) {
    case ALH_WORD_SLOTS:
    case ALH_WORD_NUMBER: return F_SLOTS;
    case ALH_WORD_SPACE:
    case ALH_WORD_COLOUR: return F_SPACE;
    case ALH_WORD_CARDS: return F_CARDS;
    case ALH_WORD_TILE: return F_TILE;
    case ALH_WORD_TILE2: return F_TILE2;
    case ALH_WORD_SPOT: return F_XY;
    case ALH_WORD_SPOT_OR_RESERVE: return F_XY | F_SLOTS;
    default: return 0;
    }
}

static unsigned form_fields(const AlhNotationForm *f)
{
    unsigned fields = 0;
    for (int i = 0; i < ALH_FORM_WORDS && f->words[i]; i++)
        fields |= word_fields(f->words[i]);
    return fields;
}

static int form_word_count(const AlhNotationForm *f)
{
    int n = 0;
    while (n < ALH_FORM_WORDS && f->words[n])
        n++;
    return n;
}

/* Every form, base first then the modules' in list order: calls fn until it returns true. */
static const AlhNotationForm *find_form(bool (*match)(const AlhNotationForm *, const void *), const void *arg)
{
    for (size_t i = 0; i < BASE_FORMS; i++)
        if (match(&base_forms[i], arg))
            return &base_forms[i];
    for (int id = 0; id < ALH_MOD_COUNT; id++) {
        const AlhModulePersist *mp = alh_persist_registry[id];
        for (int i = 0; mp && i < mp->form_count; i++)
            if (match(&mp->forms[i], arg))
                return &mp->forms[i];
    }
    return NULL;
}

static bool type_is(const AlhNotationForm *f, const void *arg) { return f->type == *(const int *)arg; }
static bool verb_is(const AlhNotationForm *f, const void *arg) { return strcmp(f->verb, (const char *)arg) == 0; }

static const AlhNotationForm *form_of_type(int type) { return find_form(type_is, &type); }

/* The module whose placement option the notation writes as key=value ("gate=north"). */
static const AlhModulePersist *option_owner(void)
{
    for (int id = 0; id < ALH_MOD_COUNT; id++)
        if (alh_persist_registry[id] && alh_persist_registry[id]->option_key)
            return alh_persist_registry[id];
    return NULL;
}

/* ------------------------------------------------------------------ writing */

/* Cards of a payment: money from the highest value down, then the modules' cards. */
static int payment_cards(const AlhCardSet *cards, int out[HAND_CARD_IDS])
{
    int n = 0;
    for (int value = ALH_CARD_VALUES; value >= 1; value--)
        for (int currency = 0; currency < ALH_NUM_CURRENCIES; currency++)
            for (int copy = 0; copy < ALH_CARD_COPIES; copy++) {
                int card = alh_card_make(currency, value, copy);
                if (alh_cards_has(cards, card))
                    out[n++] = card;
            }
    for (int card = ALH_NUM_MONEY_CARDS; card < HAND_CARD_IDS; card++)
        if (alh_cards_has(cards, card))
            out[n++] = card;
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

/* Whether writing the money without copy letters would read back as the same cards. */
static bool plain_reads_back(const AlhGame *g, int player, const int *cards, int n)
{
    if (!g || player >= g->num_players)
        return false;
    AlhCardSet taken = {{0}};
    for (int i = 0; i < n; i++) {
        if (!alh_card_is_money(cards[i]))
            continue;
        int card = pick_copy(&g->players[player].hand, &taken, alh_card_currency(cards[i]), alh_card_value(cards[i]));
        if (card != cards[i])
            return false;
        alh_cards_add(&taken, card);
    }
    return true;
}

static void append(char *buf, size_t size, size_t *len, const char *fmt, ...) __attribute__((format(printf, 4, 5)));

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

static void append_cards(const AlhGame *g, const AlhCommand *c, char *buf, size_t size, size_t *len)
{
    int cards[HAND_CARD_IDS];
    int n = payment_cards(&c->cards, cards);
    bool plain = plain_reads_back(g, c->player, cards, n);
    for (int i = 0; i < n; i++) {
        char name[16];
        append(buf, size, len, "%s%s", i ? "+" : "", alh_card_text(cards[i], !plain, name, sizeof name));
    }
    if (n == 0)
        append(buf, size, len, "nothing");
}

static void append_slots(const AlhCommand *c, char *buf, size_t size, size_t *len, unsigned *written)
{
    const char *sep = " ";
    for (int s = 0; s < ALH_DISPLAY_SLOTS; s++)
        if ((c->slots >> s) & 1) {
            append(buf, size, len, "%s%d", sep, s + 1);
            sep = "+";
        }
    if (c->slots >> ALH_DISPLAY_SLOTS || !c->slots)
        *written &= ~(unsigned)F_SLOTS; /* not display slots: write the raw value */
    if (!c->slots)
        append(buf, size, len, " none");
}

static void append_word(const AlhGame *g, const AlhCommand *c, const AlhNotationForm *f, int word, char *buf, size_t size,
                        size_t *len, unsigned *written)
{
    switch (word) {
    case ALH_WORD_SLOTS: append_slots(c, buf, size, len, written); break;
    case ALH_WORD_SPACE: append(buf, size, len, " %d", c->space + 1); break;
    case ALH_WORD_CARDS:
        append(buf, size, len, " ");
        append_cards(g, c, buf, size, len);
        break;
    case ALH_WORD_TILE: append(buf, size, len, " %d", c->tile); break;
    case ALH_WORD_TILE2: append(buf, size, len, " %d", c->tile2); break;
    case ALH_WORD_SPOT: append(buf, size, len, " %d,%d", c->x, c->y); break;
    case ALH_WORD_SPOT_OR_RESERVE:
        if (c->slots == 1 && !c->x && !c->y)
            append(buf, size, len, " reserve");
        else if (c->slots == 0)
            append(buf, size, len, " %d,%d", c->x, c->y);
        else
            *written &= ~(unsigned)(F_SLOTS | F_XY);
        break;
    case ALH_WORD_NUMBER:
        (void)f;
        append(buf, size, len, " %d", c->slots + 1);
        break;
    case ALH_WORD_COLOUR:
        if (c->space < ALH_NUM_TYPES)
            append(buf, size, len, " %s", alh_type_name(c->space));
        else
            *written &= ~(unsigned)F_SPACE;
        break;
    default: break;
    }
}

const char *alh_notation_format(const AlhGame *g, const AlhCommand *c, char *buf, size_t size)
{
    size_t len = 0;
    if (size == 0)
        return buf;
    buf[0] = '\0';
    const AlhNotationForm *f = form_of_type(c->type);
    if (!f) {
        snprintf(buf, size, "unknown-%d", c->type);
        return buf;
    }
    append(buf, size, &len, "%s", f->verb);
    unsigned written = form_fields(f);
    for (int i = 0; i < ALH_FORM_WORDS && f->words[i]; i++)
        append_word(g, c, f, f->words[i], buf, size, &len, &written);
    /* Whatever the form did not say. */
    if (!(written & F_SLOTS) && c->slots)
        append(buf, size, &len, " slots=%d", c->slots);
    if (!(written & F_SPACE) && c->space)
        append(buf, size, &len, " space=%d", c->space);
    if (!(written & F_TILE) && c->tile)
        append(buf, size, &len, " tile=%d", c->tile);
    if (!(written & F_TILE2) && c->tile2)
        append(buf, size, &len, " tile2=%d", c->tile2);
    if (!(written & F_XY) && (c->x || c->y))
        append(buf, size, &len, " at=%d,%d", c->x, c->y);
    if (!(written & F_CARDS) && !alh_cards_empty(&c->cards)) {
        append(buf, size, &len, " cards=");
        append_cards(g, c, buf, size, &len);
    }
    if (c->option) {
        const AlhModulePersist *o = option_owner();
        if (o && c->option <= o->option_count)
            append(buf, size, &len, " %s=%s", o->option_key, o->option_values[c->option - 1]);
        else
            append(buf, size, &len, " option=%d", c->option);
    }
    return buf;
}

/* ------------------------------------------------------------------ reading */

typedef struct Tokens {
    char text[MAX_TOKENS][TOKEN_LEN];
    int count;
} Tokens;

static bool fail(AlhNotationError *err, const char *code, const char *fmt, ...) __attribute__((format(printf, 3, 4)));

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
        return fail(err, "bad-notation", "'%s' needs %s (a tile id 1..%d) as word %d", t->text[0], what, ALH_TILE_MAX, i + 1);
    if (!read_int(t->text[i], 1, ALH_TILE_MAX, tile))
        return fail(err, "bad-notation", "word %d '%s': expected %s, a tile id 1..%d", i + 1, t->text[i], what, ALH_TILE_MAX);
    return true;
}

static bool parse_spot(const char *text, int *x, int *y)
{
    char buf[TOKEN_LEN];
    snprintf(buf, sizeof buf, "%s", text);
    char *comma = strchr(buf, ',');
    if (!comma)
        return false;
    *comma = '\0';
    return read_int(buf, -127, 127, x) && read_int(comma + 1, -127, 127, y);
}

static bool read_spot(const Tokens *t, int i, int *x, int *y, AlhNotationError *err)
{
    if (i >= t->count)
        return fail(err, "bad-notation", "'%s' needs a spot x,y as word %d", t->text[0], i + 1);
    if (!parse_spot(t->text[i], x, y))
        return fail(err, "bad-notation", "word %d '%s': expected a spot x,y such as 1,-1 (whole numbers from -127 to 127)", i + 1,
                    t->text[i]);
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
    return true;
}

/* Cards such as den5+den3 (or dia2+exch1) from the hand of the player to move. */
static bool read_cards(const AlhGame *g, const char *text, int word, AlhCommand *c, AlhNotationError *err)
{
    const AlhCardSet *hand = &g->players[c->player].hand;
    int currency[HAND_CARD_IDS], value[HAND_CARD_IDS], copy[HAND_CARD_IDS], n = 0;
    size_t len = strlen(text);
    if (len == 0 || text[0] == '+' || text[len - 1] == '+' || strstr(text, "++"))
        return fail(err, "bad-notation", "word %d '%s': expected cards joined by '+', such as den5+den3", word, text);
    char list[TOKEN_LEN];
    snprintf(list, sizeof list, "%s", text);
    for (char *save = NULL, *name = strtok_r(list, "+", &save); name; name = strtok_r(NULL, "+", &save)) {
        int other = alh_card_parse_other(name);
        if (n == HAND_CARD_IDS)
            return fail(err, "bad-notation", "word %d: too many cards", word);
        if (other >= 0 && !alh_card_fits_hand(other))
            return fail(err, "bad-notation", "word %d: %s is never held in a hand", word, name);
        if (other >= 0) {
            if (!alh_cards_has(hand, other) || alh_cards_has(&c->cards, other))
                return fail(err, "card-not-in-hand", "word %d: player %d does not hold %s%s", word, c->player + 1, name,
                            alh_cards_has(&c->cards, other) ? " twice" : "");
            alh_cards_add(&c->cards, other);
            continue;
        }
        if (!alh_card_parse(name, &currency[n], &value[n], &copy[n]))
            return fail(err, "bad-notation",
                        "word %d '%s': '%s' is not a card; expected cards such as den5+den3 "
                        "(den, dir, duc, flo and a value 1..9)",
                        word, text, name);
        n++;
    }
    /* Named copies first, so that plain names then take the lowest copies left. */
    for (int pass = 0; pass < 2; pass++)
        for (int i = 0; i < n; i++) {
            char name[16];
            if (pass == 0 && copy[i] >= 0) {
                int card = alh_card_make(currency[i], value[i], copy[i]);
                if (!alh_cards_has(hand, card) || alh_cards_has(&c->cards, card))
                    return fail(err, "card-not-in-hand", "word %d: player %d does not hold %s%s", word, c->player + 1,
                                alh_card_text(card, true, name, sizeof name), alh_cards_has(&c->cards, card) ? " twice" : "");
                alh_cards_add(&c->cards, card);
            } else if (pass == 1 && copy[i] < 0) {
                int card = pick_copy(hand, &c->cards, currency[i], value[i]);
                if (card < 0)
                    return fail(err, "card-not-in-hand", "word %d: player %d holds no %s%d%s", word, c->player + 1,
                                alh_currency_short(currency[i]), value[i],
                                alh_cards_empty(&c->cards) ? "" : " besides the cards named before");
                alh_cards_add(&c->cards, card);
            }
        }
    return true;
}

/* key=value words after the form's own words, for the fields the form does not say. */
static bool read_options(const AlhGame *g, const Tokens *t, int from, unsigned said, AlhCommand *c, AlhNotationError *err)
{
    const AlhModulePersist *o = option_owner();
    for (int i = from; i < t->count; i++) {
        const char *w = t->text[i];
        const char *eq = strchr(w, '=');
        if (!eq)
            return fail(err, "bad-notation", "word %d '%s': unexpected, '%s' takes %d word%s after it (then key=value options)",
                        i + 1, w, t->text[0], from - 1, from == 2 ? "" : "s");
        size_t klen = (size_t)(eq - w);
        const char *v = eq + 1;
        int n, x, y;
        unsigned field = 0;
        bool ok = true;
        if (klen == 5 && strncmp(w, "slots", 5) == 0) {
            field = F_SLOTS;
            ok = read_int(v, 0, 255, &n);
            if (ok)
                c->slots = (uint8_t)n;
        } else if (klen == 5 && strncmp(w, "space", 5) == 0) {
            field = F_SPACE;
            ok = read_int(v, 0, 255, &n);
            if (ok)
                c->space = (uint8_t)n;
        } else if (klen == 4 && strncmp(w, "tile", 4) == 0) {
            field = F_TILE;
            ok = read_int(v, 0, 255, &n);
            if (ok)
                c->tile = (uint8_t)n;
        } else if (klen == 5 && strncmp(w, "tile2", 5) == 0) {
            field = F_TILE2;
            ok = read_int(v, 0, 255, &n);
            if (ok)
                c->tile2 = (uint8_t)n;
        } else if (klen == 2 && strncmp(w, "at", 2) == 0) {
            field = F_XY;
            ok = parse_spot(v, &x, &y);
            if (ok) {
                c->x = (int8_t)x;
                c->y = (int8_t)y;
            }
        } else if (klen == 5 && strncmp(w, "cards", 5) == 0) {
            field = F_CARDS;
            if (!(said & F_CARDS) && !read_cards(g, v, i + 1, c, err))
                return false;
        } else if ((o && klen == strlen(o->option_key) && strncmp(w, o->option_key, klen) == 0) ||
                   (klen == 6 && strncmp(w, "option", 6) == 0)) {
            field = F_OPTION;
            ok = false;
            for (int k = 0; o && k < o->option_count; k++)
                if (strcmp(v, o->option_values[k]) == 0) {
                    c->option = (uint8_t)(k + 1);
                    ok = true;
                }
            if (!ok && read_int(v, 0, 255, &n)) {
                c->option = (uint8_t)n;
                ok = true;
            }
        } else {
            return fail(err, "bad-notation",
                        "word %d '%s': unknown option; expected slots=, space=, tile=, tile2=, at=x,y, "
                        "cards=%s%s%s",
                        i + 1, w, o ? " or " : "", o ? o->option_key : "", o ? "=..." : "");
        }
        if (said & field)
            return fail(err, "bad-notation", "word %d '%s': '%s' says that already", i + 1, w, t->text[0]);
        if (!ok)
            return fail(err, "bad-notation", "word %d '%s': bad value", i + 1, w);
    }
    return true;
}

/* The verbs, for messages: the base game's, then in brackets the modules'. */
static void list_verbs(char *out, size_t size)
{
    size_t len = 0;
    out[0] = '\0';
    for (size_t i = 0; i < BASE_FORMS; i++)
        append(out, size, &len, "%s%s", i == 0 ? "" : i + 1 == BASE_FORMS ? " or " : ", ", base_forms[i].verb);
    const char *sep = " (or ";
    for (int id = 0; id < ALH_MOD_COUNT; id++) {
        const AlhModulePersist *mp = alh_persist_registry[id];
        for (int i = 0; mp && i < mp->form_count; i++) {
            append(out, size, &len, "%s%s", sep, mp->forms[i].verb);
            sep = ", ";
        }
    }
    if (sep[0] == ',')
        append(out, size, &len, ")");
}

/* One word of a form, read into the command. */
static bool read_word(const AlhGame *g, const Tokens *t, const AlhNotationForm *f, int i, AlhCommand *c, AlhNotationError *err)
{
    int n = 0, x = 0, y = 0, tile = 0;
    const char *word = i < t->count ? t->text[i] : "";
    switch (f->words[i - 1]) {
    case ALH_WORD_SLOTS: return read_slots(t, c, err);
    case ALH_WORD_SPACE:
        if (i >= t->count || !read_int(word, 1, ALH_BUY_SPACES, &n))
            return fail(err, "bad-notation", "word %d '%s': expected a market space 1..4 (5 and on: a tile on offer beside it)",
                        i + 1, word);
        c->space = (uint8_t)(n - 1);
        return true;
    case ALH_WORD_CARDS:
        if (i >= t->count)
            return fail(err, "bad-notation", "'%s' needs the cards as word %d, such as den5+den3", t->text[0], i + 1);
        return read_cards(g, word, i + 1, c, err);
    case ALH_WORD_TILE:
        if (!read_tile(t, i, i == 1 && f->words[1] == ALH_WORD_TILE2 ? "the reserve tile" : "the tile", &tile, err))
            return false;
        c->tile = (uint8_t)tile;
        return true;
    case ALH_WORD_TILE2:
        if (!read_tile(t, i, "the Alhambra tile it replaces", &tile, err))
            return false;
        c->tile2 = (uint8_t)tile;
        return true;
    case ALH_WORD_SPOT:
        if (!read_spot(t, i, &x, &y, err))
            return false;
        c->x = (int8_t)x;
        c->y = (int8_t)y;
        return true;
    case ALH_WORD_SPOT_OR_RESERVE:
        if (i < t->count && strcmp(word, "reserve") == 0) {
            c->slots = 1;
            return true;
        }
        if (!read_spot(t, i, &x, &y, err))
            return false;
        c->x = (int8_t)x;
        c->y = (int8_t)y;
        return true;
    case ALH_WORD_NUMBER:
        if (i >= t->count || !read_int(word, 1, f->max, &n))
            return fail(err, "bad-notation", "word %d '%s': expected a number 1..%d", i + 1, word, f->max);
        c->slots = (uint8_t)(n - 1);
        return true;
    case ALH_WORD_COLOUR:
        if (i >= t->count || alh_type_from_name(word) < 0)
            return fail(err, "bad-notation",
                        "word %d '%s': expected a colour: pavilion, seraglio, arcades, chambers, garden or tower", i + 1, word);
        c->space = (uint8_t)alh_type_from_name(word);
        return true;
    default: return true;
    }
}

bool alh_notation_parse(const AlhGame *g, const char *text, AlhCommand *out, AlhNotationError *err)
{
    Tokens t;
    char verbs[512];
    if (!tokenize(text, &t, err))
        return false;
    if (t.count == 0) {
        list_verbs(verbs, sizeof verbs);
        return fail(err, "bad-notation", "empty command: expected %s", verbs);
    }
    int player = alh_to_move(g);
    if (player < 0)
        return fail(err, "game-over", "the game is over: nobody is to move");
    const AlhNotationForm *f = find_form(verb_is, t.text[0]);
    if (!f) {
        list_verbs(verbs, sizeof verbs);
        return fail(err, "bad-notation", "word 1 '%s': expected %s", t.text[0], verbs);
    }
    AlhCommand c;
    memset(&c, 0, sizeof c);
    c.player = (uint8_t)player;
    c.type = (uint8_t)f->type;
    int words = form_word_count(f);
    for (int i = 1; i <= words; i++)
        if (!read_word(g, &t, f, i, &c, err))
            return false;
    if (!read_options(g, &t, words + 1, form_fields(f), &c, err))
        return false;
    *out = c;
    return true;
}
