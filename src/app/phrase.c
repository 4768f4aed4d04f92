/* SPDX-License-Identifier: MIT */
/* Generated sentences from per-language templates with named arguments, plurals and genders. */
#include "phrase.h"

#include <stdio.h>
#include <string.h>
#include "i18n.h"

#define MAX_DEPTH 4
#define PIECE 256 /* the longest single placeholder's text */

typedef struct Out {
    char *buf;
    size_t size, len;
} Out;

static void put(Out *o, const char *s, size_t n)
{
    while (n > 0 && o->len + 1 < o->size) {
        o->buf[o->len++] = *s++;
        n--;
    }
    o->buf[o->len] = '\0';
}

static const char *trim(const char *s, const char *e, size_t *n)
{
    while (s < e && (*s == ' ' || *s == '\t'))
        s++;
    while (e > s && (e[-1] == ' ' || e[-1] == '\t'))
        e--;
    *n = (size_t)(e - s);
    return s;
}

bool phrase_singular(AppContext *ctx, int count)
{
    const char *rule = i18n_get(ctx, "grammar.plural");
    if (rule && strcmp(rule, "0-1") == 0)
        return count == 0 || count == 1 || count == -1;
    return count == 1 || count == -1;
}

/* The three parts of a noun's entry: gender, singular, plural (the key's last word when missing). */
typedef struct Noun {
    char gender[4], sg[96], pl[96];
} Noun;

static void copy_part(char *dst, size_t size, const char *s, size_t n)
{
    if (n >= size)
        n = size - 1;
    memcpy(dst, s, n);
    dst[n] = '\0';
}

static void noun_read(AppContext *ctx, const char *key, Noun *out)
{
    char full[96];
    snprintf(full, sizeof full, "noun.%s", key);
    const char *entry = i18n_get(ctx, full);
    if (!entry)
        entry = tr(ctx, full); /* the English entry, rather than nothing */
    memset(out, 0, sizeof *out);
    if (entry == full || !strchr(entry, '|')) {
        const char *dot = strrchr(key, '.');
        snprintf(out->sg, sizeof out->sg, "%s", dot ? dot + 1 : key);
        snprintf(out->pl, sizeof out->pl, "%s", out->sg);
        return;
    }
    const char *a = entry, *b = strchr(a, '|'), *c = b ? strchr(b + 1, '|') : NULL;
    size_t n;
    const char *s = trim(a, b, &n);
    copy_part(out->gender, sizeof out->gender, s, n);
    const char *end2 = c ? c : entry + strlen(entry);
    s = trim(b + 1, end2, &n);
    copy_part(out->sg, sizeof out->sg, s, n);
    if (c) {
        s = trim(c + 1, entry + strlen(entry), &n);
        copy_part(out->pl, sizeof out->pl, s, n);
    } else {
        snprintf(out->pl, sizeof out->pl, "%s", out->sg);
    }
}

/* A form pattern with {sg} and {pl} filled. */
static void fill_form(const char *pattern, const Noun *nn, char *out, size_t size)
{
    Out o = {out, size, 0};
    out[0] = '\0';
    for (const char *p = pattern; *p;) {
        if (strncmp(p, "{sg}", 4) == 0) {
            put(&o, nn->sg, strlen(nn->sg));
            p += 4;
        } else if (strncmp(p, "{pl}", 4) == 0) {
            put(&o, nn->pl, strlen(nn->pl));
            p += 4;
        } else {
            put(&o, p, 1);
            p++;
        }
    }
}

static void noun_form(AppContext *ctx, const char *key, const char *form, char *out, size_t size)
{
    Noun nn;
    noun_read(ctx, key, &nn);
    if (!form || !form[0] || strcmp(form, "sg") == 0) {
        snprintf(out, size, "%s", nn.sg);
        return;
    }
    if (strcmp(form, "pl") == 0) {
        snprintf(out, size, "%s", nn.pl);
        return;
    }
    char k[160];
    snprintf(k, sizeof k, "noun.%s.%s", key, form);
    const char *t = i18n_get(ctx, k);
    if (t) {
        snprintf(out, size, "%s", t);
        return;
    }
    snprintf(k, sizeof k, "form.%s.%s", form, nn.gender);
    t = i18n_get(ctx, k);
    if (!t) {
        snprintf(k, sizeof k, "form.%s", form);
        t = i18n_get(ctx, k);
    }
    if (t)
        fill_form(t, &nn, out, size);
    else
        snprintf(out, size, "%s", nn.sg);
}

const char *phrase_noun(AppContext *ctx, char *buf, size_t size, const char *noun, const char *form)
{
    if (size == 0)
        return buf;
    noun_form(ctx, noun, form, buf, size);
    return buf;
}

const char *phrase_type_noun(int type, char *buf, size_t size)
{
    snprintf(buf, size, "type.%s", alh_type_name(type));
    return buf;
}

const char *phrase_currency_noun(int currency, char *buf, size_t size)
{
    snprintf(buf, size, "currency.%s", alh_currency_name(currency));
    return buf;
}

/* Upper case of the first letter (ASCII and the Latin-1 letters of French, in UTF-8). */
static void capitalise(char *s)
{
    unsigned char *u = (unsigned char *)s;
    if (u[0] >= 'a' && u[0] <= 'z')
        u[0] = (unsigned char)(u[0] - 32);
    else if (u[0] == 0xC3 && u[1] >= 0xA0 && u[1] <= 0xBE && u[1] != 0xB7)
        u[1] = (unsigned char)(u[1] - 0x20);
}

static const PhraseArg *find_arg(const char *name, size_t n, const PhraseArg *args, int nargs)
{
    if (n == 1 && name[0] >= '1' && name[0] <= '9') /* {1}: the first argument, as trf had it */
        return name[0] - '1' < nargs ? &args[name[0] - '1'] : NULL;
    for (int i = 0; i < nargs; i++)
        if (args[i].name && strlen(args[i].name) == n && memcmp(args[i].name, name, n) == 0)
            return &args[i];
    return NULL;
}

/* The end of a placeholder: the matching brace, or NULL. */
static const char *closing(const char *p, const char *end)
{
    int depth = 0;
    for (; p < end; p++) {
        if (*p == '{')
            depth++;
        else if (*p == '}' && --depth == 0)
            return p;
    }
    return NULL;
}

static void expand(AppContext *ctx, Out *o, const char *t, const char *end, const PhraseArg *args, int nargs, int depth);

/* Whether a text begins with a vowel letter (a, e, i, o, u, with or without an accent, either case):
 * a name that French elides before ("d'Aixa", not "de Aixa"). H and Y are left to the consonants. */
static bool starts_with_vowel(const char *t)
{
    const unsigned char *u = (const unsigned char *)t;
    if (!u || !u[0])
        return false;
    if (strchr("aeiouAEIOU", u[0]))
        return true;
    /* Latin-1 Supplement letters in UTF-8 (C3 80..BF): the accented vowels, Æ and æ (à-æ, è-ï,
     * ò-ö, ù-ü; a capital's second byte is its small letter's less 0x20) */
    if (u[0] == 0xC3) {
        unsigned c = u[1] | 0x20u;
        return (c >= 0xA0 && c <= 0xA6) || (c >= 0xA8 && c <= 0xAF) || (c >= 0xB2 && c <= 0xB6) || (c >= 0xB9 && c <= 0xBC);
    }
    return u[0] == 0xC5 && (u[1] == 0x92 || u[1] == 0x93); /* Œ, œ */
}

/* {name?k=text|k=text}: the choice for the argument's plural category, gender, or first letter. */
static void choose(AppContext *ctx, Out *o, const PhraseArg *a, const char *c, const char *end, const PhraseArg *args, int nargs,
                   int depth)
{
    char want[8] = "other";
    /* a number 0 takes a "zero" choice when there is one ("holds no coins", not "holds 0 coins"),
     * else its plural category */
    const char *zero = NULL, *zero_end = NULL;
    bool is_zero = a && a->kind == PHRASE_NUMBER && a->number == 0;
    if (a && a->kind == PHRASE_TEXT && starts_with_vowel(a->text))
        snprintf(want, sizeof want, "vowel");
    else if (a && a->kind == PHRASE_NUMBER)
        snprintf(want, sizeof want, "%s", phrase_singular(ctx, a->number) ? "one" : "other");
    else if (a && a->kind == PHRASE_NOUN) {
        Noun nn;
        noun_read(ctx, a->text, &nn);
        snprintf(want, sizeof want, "%s", nn.gender);
    }
    const char *pick = NULL, *pick_end = NULL, *other = NULL, *other_end = NULL, *last = NULL, *last_end = NULL;
    while (c < end) {
        /* one choice: up to a '|' outside braces */
        const char *e = c;
        int d = 0;
        while (e < end && (d > 0 || *e != '|')) {
            d += *e == '{' ? 1 : *e == '}' ? -1 : 0;
            e++;
        }
        const char *eq = memchr(c, '=', (size_t)(e - c));
        if (eq) {
            size_t n;
            const char *label = trim(c, eq, &n);
            if (strlen(want) == n && memcmp(label, want, n) == 0 && !pick) {
                pick = eq + 1;
                pick_end = e;
            }
            if (n == 5 && memcmp(label, "other", 5) == 0) {
                other = eq + 1;
                other_end = e;
            }
            if (is_zero && n == 4 && memcmp(label, "zero", 4) == 0 && !zero) {
                zero = eq + 1;
                zero_end = e;
            }
            last = eq + 1;
            last_end = e;
        }
        c = e < end ? e + 1 : e;
    }
    if (zero) {
        pick = zero;
        pick_end = zero_end;
    } else if (!pick) {
        pick = other ? other : last;
        pick_end = other ? other_end : last_end;
    }
    if (pick)
        expand(ctx, o, pick, pick_end, args, nargs, depth + 1);
}

static void placeholder(AppContext *ctx, Out *o, const char *p, const char *end, const PhraseArg *args, int nargs, int depth)
{
    const char *q = memchr(p, '?', (size_t)(end - p));
    const char *brace = memchr(p, '{', (size_t)(end - p));
    if (q && (!brace || q < brace)) {
        choose(ctx, o, find_arg(p, (size_t)(q - p), args, nargs), q + 1, end, args, nargs, depth);
        return;
    }
    bool cap = end > p && end[-1] == '^';
    if (cap)
        end--;
    const char *name_end = p;
    while (name_end < end && *name_end != '.' && *name_end != '#')
        name_end++;
    char form[24] = "", count[24] = "";
    const char *s = name_end;
    while (s < end) {
        char sep = *s++;
        const char *e = s;
        while (e < end && *e != '.' && *e != '#')
            e++;
        copy_part(sep == '.' ? form : count, sizeof form, s, (size_t)(e - s));
        s = e;
    }
    const PhraseArg *a = find_arg(p, (size_t)(name_end - p), args, nargs);
    char piece[PIECE];
    piece[0] = '\0';
    if (!a) {
        /* visible, so that a template naming an argument nobody gives is seen at once */
        snprintf(piece, sizeof piece, "{%.*s}", (int)(end - p), p);
    } else if (a->kind == PHRASE_NUMBER) {
        snprintf(piece, sizeof piece, "%d", a->number);
    } else if (a->kind == PHRASE_NOUN) {
        if (count[0] && !form[0]) {
            const PhraseArg *c = find_arg(count, strlen(count), args, nargs);
            bool one = c && c->kind == PHRASE_NUMBER ? phrase_singular(ctx, c->number) : true;
            snprintf(form, sizeof form, "%s", one ? "sg" : "pl");
        }
        noun_form(ctx, a->text ? a->text : "?", form, piece, sizeof piece);
    } else {
        snprintf(piece, sizeof piece, "%s", a->text ? a->text : "");
    }
    if (cap)
        capitalise(piece);
    put(o, piece, strlen(piece));
}

static void expand(AppContext *ctx, Out *o, const char *t, const char *end, const PhraseArg *args, int nargs, int depth)
{
    if (depth > MAX_DEPTH)
        return;
    while (t < end) {
        if (*t == '{') {
            const char *c = closing(t, end);
            if (c) {
                placeholder(ctx, o, t + 1, c, args, nargs, depth);
                t = c + 1;
                continue;
            }
        }
        put(o, t, 1);
        t++;
    }
}

const char *phrase(AppContext *ctx, char *buf, size_t size, const char *key, const PhraseArg *args, int nargs)
{
    if (size == 0)
        return buf;
    Out o = {buf, size, 0};
    buf[0] = '\0';
    const char *t = tr(ctx, key);
    expand(ctx, &o, t, t + strlen(t), args, nargs, 0);
    return buf;
}
