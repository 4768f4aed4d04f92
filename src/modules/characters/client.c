/* SPDX-License-Identifier: MIT */
/* Characters in the client: the character cards with their portraits, their names, an auction's reason. */
#include "client_module.h"

#include <math.h>
#include <stdio.h>
#include <string.h>
#include "assets.h"
#include "match.h"
#include "audio.h"
#include "draw_card.h"
#include "i18n.h"
#include "paint.h"
#include "phrase.h"
#include "piece_kit.h"
#include "table_module_actions.h"
#include "text.h"
#include "ui.h"
#include "characters/characters.h"
#include "characters/client.h"
#include "table_modules.h"

#define CHARACTER_EDGE 0x2A3F6B

const char *character_display_name(AppContext *ctx, int character)
{
    const char *name = alh_character_name(character);
    if (!name)
        return "?";
    char key[48];
    snprintf(key, sizeof key, "mod.char.%s", name);
    const char *t = tr(ctx, key);
    return SDL_strcmp(t, key) == 0 ? name : t;
}

/* A deep blue card, the character's portrait (gfx/character-<name>.svg) in its niche, the name on a
 * ribbon below. */
static void character_body(AppContext *ctx, int card, SDL_FRect rect, bool flag)
{
    (void)flag;
    SDL_Renderer *r = ctx->renderer;
    Uint8 a = 255;
    SDL_FRect face = kit_card_face(r, rect, kit_hex(CHARACTER_EDGE, a), kit_hex(0x3C5A94, a), kit_hex(0x26395F, a));
    float w = rect.w, h = rect.h;
    int ch = card - ALH_CARD_CHARACTER_FIRST;
    char name[64];
    snprintf(name, sizeof name, "gfx/character-%s.svg", alh_character_name(ch) ? alh_character_name(ch) : "?");
    float ps = face.w * 0.96f;
    SDL_FRect pr = {rect.x + (w - ps) / 2, face.y + face.w * 0.02f, ps, ps};
    SDL_Texture *t = ps >= 8 ? assets_texture(ctx, name, (int)lroundf(ps), (int)lroundf(ps)) : NULL;
    if (t) {
        SDL_SetTextureAlphaMod(t, a);
        SDL_RenderCopyF(r, t, NULL, &pr);
    } else {
        /* without the portrait: a medallion with a head and shoulders */
        float cx = rect.x + w / 2, cy = rect.y + h * 0.4f;
        paint_star8(r, cx, cy, w * 0.34f, w * 0.26f, kit_hex(0xC99A2E, a));
        paint_circle(r, cx, cy, w * 0.22f, kit_hex(0xF5EBD7, a));
        paint_circle(r, cx, cy - w * 0.05f, w * 0.08f, kit_hex(CHARACTER_EDGE, a));
        paint_round_rect(r, (SDL_FRect){cx - w * 0.13f, cy + w * 0.04f, w * 0.26f, w * 0.13f}, w * 0.06f,
                         kit_hex(CHARACTER_EDGE, a));
    }
    /* the ribbon with the name, when there is room to read it */
    float ry = pr.y + pr.h + h * 0.01f, rh = face.y + face.h - ry - h * 0.02f;
    if (rh > 4) {
        paint_round_rect(r, (SDL_FRect){face.x + w * 0.03f, ry, face.w - w * 0.06f, rh}, rh * 0.3f, kit_hex(0xC99A2E, a));
        if (w >= 60)
            text_draw_fit(ctx, FONT_BOLD, (int)fminf(rh * 0.62f, w * 0.14f), (int)(rect.x + w / 2), (int)(ry + rh / 2),
                          (int)(face.w - w * 0.1f), kit_hex(0x2A1A08, a), TEXT_CENTER | TEXT_MIDDLE,
                          character_display_name(ctx, ch));
    }
}

static void draw_character_card(AppContext *ctx, int card, SDL_FRect rect, float alpha, bool selected, float lift, bool moving)
{
    kit_card(ctx, "character", character_body, card, rect, alpha, selected, lift, moving, kit_hex(CHARACTER_EDGE, 255));
}

/* The ten characters, each with its portrait. */
static void samples(AppContext *ctx, float x, float y, float s)
{
    float w = 96 * s, h = w * CARD_ASPECT, gap = 10 * s;
    for (int i = 0; i < ALH_CARD_CHARACTER_COUNT; i++, x += w + gap)
        draw_character_card(ctx, ALH_CARD_CHARACTER_FIRST + i, (SDL_FRect){x, y, w, h}, 1.0f, false, 0.0f, false);
}

static void card_words(AppContext *ctx, int card, char *out, size_t size)
{
    snprintf(out, size, "%s", character_display_name(ctx, card - ALH_CARD_CHARACTER_FIRST));
}

void characters_owned_words(AppContext *ctx, const AlhGame *g, int player, char *out, size_t size)
{
    out[0] = '\0';
    for (int c = 0; c < ALH_CARD_CHARACTER_COUNT; c++) {
        if (!((g->mod.characters.owned[player] >> c) & 1))
            continue;
        size_t len = strlen(out);
        snprintf(out + len, size - len, "%s%s", len ? ", " : "", character_display_name(ctx, c));
    }
}

static const char *pass_reason(int phase) { return phase == ALH_PHASE_AUCTION ? "pass.reason_auction" : NULL; }

/* ------------------------------------------------------------------ at the table */

/* A character's power is a rare chance: first in the tray, one kind per character. */
static int tray_rank(int type) { return type == ALH_CMD_USE_CHARACTER ? 1 : 0; }

static int tray_key(const AlhCommand *c) { return c->slots; }

static void describe(AppContext *ctx, const AlhGame *g, const AlhCommand *c, int form, char *out, size_t size)
{
    if (c->type != ALH_CMD_USE_CHARACTER)
        return;
    const char *who = character_display_name(ctx, c->slots);
    const char *name = alh_character_name(c->slots);
    if (form == MOD_WORDS_KIND) {
        trf(ctx, out, size, "mod.use_character", who, NULL);
        return;
    }
    /* The target: a market space (patron, dancer), a display card (miser), a card given (moneychanger). */
    char key[64], a[96], b[96], noun[32], noun2[32];
    snprintf(key, sizeof key, "mod.use.%s%s", name ? name : "?", form == MOD_WORDS_FULL ? "_full" : "");
    int space = c->space < ALH_BUY_SPACES ? c->space : 0, slot = c->x >= 0 && c->x < ALH_DISPLAY_SLOTS ? c->x : 0;
    AlhBuySpace bs = alh_buy_space(g, space); /* a market tile, or one on offer beside the market (the patron) */
    int tile = bs.tile;
    table_mod_card_words(ctx, g->display[slot], a, sizeof a);
    table_mod_card_words(ctx, alh_cards_next(&c->cards, 0), b, sizeof b);
    const PhraseArg args[] = {
        PH_NOUN("tile", tile ? table_mod_tile_noun(tile, noun, sizeof noun) : "?"),
        PH_NOUN("cur",
                phrase_currency_noun(space < ALH_MARKET_SPACES ? alh_market_currency(space) : bs.currency, noun2, sizeof noun2)),
        PH_TEXT("card", a),
        PH_TEXT("given", b),
        PH_TEXT("who", who),
    };
    phrase(ctx, out, size, key, args, 5);
}

/* A bid is cards of one currency (any card that counts as one: money, or another module's own). */
static bool picks_cards(const TableFrame *f)
{
    const AlhGame *g = &f->m->game;
    return g->phase == ALH_PHASE_AUCTION && !g->mod.characters.entertainer_choice;
}

static int card_usable(const TableFrame *f, int card, int pay_currency)
{
    (void)pay_currency;
    const AlhGame *g = &f->m->game;
    if (g->phase != ALH_PHASE_AUCTION)
        return -1;
    return alh_card_pay_currency(g, card) >= 0;
}

/* A card of another currency than the bid's so far starts the bid afresh. */
static bool hand_click(TableFrame *f, int card)
{
    const AlhGame *g = &f->m->game;
    AlhCardSet *sel = &f->in->pay_sel;
    int kind = alh_card_pay_currency(g, card);
    if (kind < 0)
        return true;
    if (alh_cards_has(sel, card)) {
        alh_cards_remove(sel, card);
    } else {
        int have = alh_cards_next(sel, 0);
        if (have >= 0 && alh_card_pay_currency(g, have) != kind)
            memset(sel, 0, sizeof *sel);
        alh_cards_add(sel, card);
    }
    audio_play(f->ctx, SFX_CLICK);
    return true;
}

static void phase_panel(TableFrame *f, const SDL_Rect b[4], char *hint, size_t size)
{
    AppContext *ctx = f->ctx;
    const AlhGame *g = &f->m->game;
    const AlhCharactersState *st = &g->mod.characters;
    char a[160], n[16];
    AlhCommand d = {0};
    d.type = ALH_CMD_DECLINE;
    d.player = (uint8_t)f->mover;
    if (st->entertainer_choice) {
        snprintf(hint, size, "%s", tr(ctx, "mod.characters.entertainer_choice"));
        if (ui_button(ctx, "table.mod.decline", b[1], tr(ctx, "mod.keep"), UI_SECONDARY))
            table_mod_apply(f, &d);
        AlhCommand s = {0};
        s.type = ALH_CMD_USE_CHARACTER;
        s.player = (uint8_t)f->mover;
        s.slots = 0;
        if (ui_button(ctx, "table.mod.swap", b[2], tr(ctx, "mod.swap"),
                      alh_check(g, &s) == ALH_OK ? UI_PRIMARY : UI_PRIMARY | UI_DISABLED))
            table_mod_apply(f, &s);
        return;
    }
    int ch = st->auction_card != ALH_CARD_NONE ? st->auction_card - ALH_CARD_CHARACTER_FIRST : 0;
    char key[64];
    const char *name = alh_character_name(ch);
    snprintf(key, sizeof key, "mod.char_does.%s", name ? name : "?");
    if (st->auction_bidder < g->num_players) {
        snprintf(n, sizeof n, "%d", st->auction_bid);
        trf(ctx, a, sizeof a, "mod.auction_high", n, table_seat_name(f->m, st->auction_bidder), NULL);
    } else {
        snprintf(a, sizeof a, "%s", tr(ctx, "mod.auction_none"));
    }
    char does[200];
    snprintf(does, sizeof does, "%s", tr(ctx, key));
    trf(ctx, hint, size, "mod.auction_hint", character_display_name(ctx, ch), does, a, NULL);
    AlhCommand bid = {0};
    bid.type = ALH_CMD_BID;
    bid.player = (uint8_t)f->mover;
    bid.cards = f->in->pay_sel;
    AlhError err = alh_cards_empty(&bid.cards) ? ALH_ERR_NOT_ENOUGH_MONEY : alh_check(g, &bid);
    /* With the change module: the lowest raise, paid with the cards chosen, the rest given back as
     * change (offered when the cards are more than it needs and none could be left out). */
    AlhCommand low = bid;
    low.space = (uint8_t)(st->auction_bid + 1 < 256 ? st->auction_bid + 1 : 0);
    bool with_change = low.space && !alh_cards_empty(&low.cards) && alh_check(g, &low) == ALH_OK;
    /* Its button shares the bottom row with passing and bidding (a second row left the long hint,
     * French above all, no room above it: the words ran under the button). */
    SDL_Rect pass_r = b[1], bid_r = b[2], change_r = b[3];
    if (with_change) {
        int gap = b[2].x - (b[1].x + b[1].w), all = b[2].x + b[2].w - b[1].x - 2 * gap;
        pass_r.w = all * 26 / 100;
        bid_r = (SDL_Rect){pass_r.x + pass_r.w + gap, b[1].y, all * 30 / 100, b[1].h};
        change_r = (SDL_Rect){bid_r.x + bid_r.w + gap, b[1].y, b[2].x + b[2].w - (bid_r.x + bid_r.w + gap), b[1].h};
    }
    snprintf(n, sizeof n, "%d", alh_hand_worth(g, &bid.cards));
    char label[64];
    /* nothing chosen yet: "Bid", not "Bid 0" */
    trf(ctx, label, sizeof label, alh_cards_empty(&bid.cards) ? "mod.bid_none" : "mod.bid", n, NULL);
    if (ui_button(ctx, "table.mod.bid", bid_r, label, err == ALH_OK ? UI_PRIMARY : UI_PRIMARY | UI_DISABLED))
        table_mod_apply(f, &bid);
    if (with_change) {
        snprintf(n, sizeof n, "%d", low.space);
        trf(ctx, label, sizeof label, "mod.bid_change", n, NULL);
        if (ui_button(ctx, "table.mod.bid_change", change_r, label, UI_SECONDARY))
            table_mod_apply(f, &low);
    }
    if (ui_button(ctx, "table.mod.decline", pass_r, tr(ctx, "mod.pass_auction"), UI_SECONDARY))
        table_mod_apply(f, &d);
}

/* A character's name in the log: its translation key, rendered in the language of the moment. */
static MatchLogArg arg_character(const char *name, int card)
{
    char key[48];
    const char *c = alh_character_name(card - ALH_CARD_CHARACTER_FIRST);
    snprintf(key, sizeof key, "mod.char.%s", c ? c : "?");
    return match_arg_text(name, LOG_ARG_KEY, key);
}

/* The game log's lines: auctions, bids, a character won or used. */
static bool log_event(Match *m, const AlhEvent *e, const AlhCardSet *paid)
{
    (void)paid;
    int who = e->player;
    switch (e->type) {
    case ALH_EV_AUCTION_START: MATCH_LOG(m, -1, "mod.log_auction", arg_character("char", e->card)); break;
    case ALH_EV_BID: /* the character bid for: the auction's lines run between other players' moves */
        MATCH_LOG(m, who, "mod.log_bid", match_arg_seat("who", who), match_arg_num("n", e->value),
                  arg_character("char", e->card));
        break;
    case ALH_EV_AUCTION_WON:
        if (who >= 0)
            MATCH_LOG(m, who, "mod.log_won", match_arg_seat("who", who), arg_character("char", e->card),
                      match_arg_num("n", e->value));
        else
            MATCH_LOG(m, -1, "mod.log_no_bid", arg_character("char", e->card));
        break;
    case ALH_EV_CHARACTER_USED:
        MATCH_LOG(m, who, "mod.log_character", match_arg_seat("who", who), arg_character("char", e->card));
        break;
    case ALH_EV_DECLINE: /* a pass in an auction, or the Entertainer kept (it said "Player 4 declines.") */
        if (!alh_card_is_character(e->card))
            break;
        MATCH_LOG(m, who,
                  e->value == ALH_CHAR_DECLINED_KEEP         ? "mod.log_keep"
                  : e->value == ALH_CHAR_DECLINED_CANNOT_BID ? "mod.log_cannot_bid"
                                                             : "mod.log_pass",
                  match_arg_seat("who", who), arg_character("char", e->card));
        break;
    default: break;
    }
    return false;
}

/* ------------------------------------------------------------------ the panel */

/* The character on auction with its bid and bidder, and the surplus pile: four lines, or fewer when
 * the panel is short (the last lines are then only in the tooltip). */
static int panel_height(const TableFrame *f, int w, int room)
{
    (void)w;
    int ch = (int)((float)table_modules_card_width(f) * CARD_ASPECT),
        lh = text_line_height(f->ctx, FONT_UI, table_modules_text_px(f, 15));
    int want = 4 * lh > ch ? 4 * lh : ch;
    if (room <= 0 || want <= room)
        return want;
    int least = ch > 3 * lh ? ch : 3 * lh; /* the bid stays in sight during an auction */
    return room > least ? room : least;
}

/* The card and the widest of its lines beside it: the heading, the auction's (or its absence), the
 * bid's, the surplus pile's. */
static int panel_width(const TableFrame *f)
{
    AppContext *ctx = f->ctx;
    const AlhGame *g = f->g;
    const AlhCharactersState *st = &g->mod.characters;
    int fs = table_modules_text_px(f, 15), most = 0, tw = 0;
    char buf[160], n1[16];
    text_measure(ctx, FONT_BOLD, fs, tr(ctx, "table.mod.characters"), &most, NULL);
    const char *lines[4] = {tr(ctx, "table.mod.no_auction"), tr(ctx, "table.mod.no_bid"), NULL, NULL};
    snprintf(n1, sizeof n1, "%d", st->surplus_len > 9 ? st->surplus_len : 10);
    char surplus[160];
    lines[2] = trf(ctx, surplus, sizeof surplus, "table.mod.surplus", n1, NULL);
    int card = st->auction_card;
    if (card != ALH_CARD_NONE && alh_card_is_character(card))
        lines[3] =
            trf(ctx, buf, sizeof buf, "table.mod.auction", character_display_name(ctx, card - ALH_CARD_CHARACTER_FIRST), NULL);
    for (int i = 0; i < 4; i++)
        if (lines[i]) {
            text_measure(ctx, FONT_UI, fs, lines[i], &tw, NULL);
            most = tw > most ? tw : most;
        }
    if (card != ALH_CARD_NONE && alh_card_is_character(card) && st->auction_bidder < g->num_players) {
        snprintf(n1, sizeof n1, "%d", st->auction_bid);
        text_measure(ctx, FONT_UI, fs,
                     trf(ctx, buf, sizeof buf, "table.mod.bid", n1, table_seat_name(f->m, st->auction_bidder), NULL), &tw, NULL);
        most = tw + fs > most ? tw + fs : most;
    }
    return table_modules_card_width(f) + table_modules_px(f, 8) + most + 2;
}

static void panel_draw(TableFrame *f, SDL_Rect R)
{
    AppContext *ctx = f->ctx;
    const AlhGame *g = f->g;
    const AlhCharactersState *st = &g->mod.characters;
    SDL_Color ink = table_modules_ink(false), muted = table_modules_ink(true);
    char buf[160], n1[16];
    int cw = table_modules_card_width(f), fs = table_modules_text_px(f, 15), lh = text_line_height(ctx, FONT_UI, fs);
    SDL_Rect A = {R.x, R.y, cw, (int)((float)cw * CARD_ASPECT)};
    SDL_Rect T = {R.x + cw + table_modules_px(f, 8), R.y, R.w - cw - table_modules_px(f, 8), R.h};
    SDL_FRect fr = paint_frect(A);
    int card = st->auction_card, y = T.y;
    text_draw_ellipsis(ctx, FONT_BOLD, fs, T.x, y, T.w, ink, TEXT_LEFT | TEXT_TOP, tr(ctx, "table.mod.characters"));
    y += lh;
    if (card != ALH_CARD_NONE && alh_card_is_character(card)) {
        draw_card(ctx, card, fr, 1.0f, false);
        text_draw_ellipsis(
            ctx, FONT_UI, fs, T.x, y, T.w, ink, TEXT_LEFT | TEXT_TOP,
            trf(ctx, buf, sizeof buf, "table.mod.auction", character_display_name(ctx, card - ALH_CARD_CHARACTER_FIRST), NULL));
        y += lh;
        if (st->auction_bidder < g->num_players) {
            snprintf(n1, sizeof n1, "%d", st->auction_bid);
            trf(ctx, buf, sizeof buf, "table.mod.bid", n1, table_seat_name(f->m, st->auction_bidder), NULL);
            paint_circle(ctx->renderer, (float)T.x + (float)fs * 0.4f, (float)y + (float)lh / 2, (float)fs * 0.35f,
                         table_seat_colour(f->m, st->auction_bidder));
            text_draw_ellipsis(ctx, FONT_UI, fs, T.x + fs, y, T.w - fs, ink, TEXT_LEFT | TEXT_TOP, buf);
        } else {
            text_draw_ellipsis(ctx, FONT_UI, fs, T.x, y, T.w, muted, TEXT_LEFT | TEXT_TOP, tr(ctx, "table.mod.no_bid"));
        }
        y += lh;
    } else {
        paint_round_rect_outline(ctx->renderer, fr, fr.w * 0.08f, 1.5f, kit_hex(0x8C5A3C, 110));
        text_draw_ellipsis(ctx, FONT_UI, fs, T.x, y, T.w, muted, TEXT_LEFT | TEXT_TOP, tr(ctx, "table.mod.no_auction"));
        y += lh;
    }
    snprintf(n1, sizeof n1, "%d", st->surplus_len);
    trf(ctx, buf, sizeof buf, "table.mod.surplus", n1, NULL);
    if (y + lh <= T.y + T.h) /* a short panel leaves it to the tooltip */
        text_draw_ellipsis(ctx, FONT_UI, fs, T.x, y, T.w, muted, TEXT_LEFT | TEXT_TOP, buf);
    /* Narrow panels cut the lines: the card and its words are named in full by a tooltip. */
    char tip[UI_TIP_TEXT];
    if (card != ALH_CARD_NONE && alh_card_is_character(card)) {
        const char *name = alh_character_name(card - ALH_CARD_CHARACTER_FIRST);
        char key[64], does[160];
        snprintf(key, sizeof key, "mod.char_does.%s", name ? name : "?");
        snprintf(does, sizeof does, "%s", tr(ctx, key));
        PHRASE(ctx, tip, "table.tip.auction", PH_TEXT("char", character_display_name(ctx, card - ALH_CARD_CHARACTER_FIRST)),
               PH_TEXT("does", does));
    } else {
        snprintf(tip, sizeof tip, "%s", tr(ctx, "table.mod.no_auction"));
    }
    ui_tooltip(ctx, "table.mod.auction", (SDL_Rect){A.x, A.y, T.x + T.w - A.x, T.h}, tip);
    ui_tooltip(ctx, "table.mod.surplus", (SDL_Rect){T.x, y < T.y + T.h - lh ? y : T.y + T.h - lh, T.w, lh}, buf);
}

static int row_picture_count(const AlhGame *g, int player) { return __builtin_popcount(g->mod.characters.owned[player]); }

/* The characters a player owns: small cards, each named with its power by a tooltip. */
static int row_pictures(TableFrame *f, int player, int x, int y, int lh, int pic, int end, char *parts, size_t size)
{
    AppContext *ctx = f->ctx;
    char buf[200], tip[UI_TIP_TEXT], id[48], key[64];
    for (int c = 0; c < ALH_NUM_CHARACTERS; c++) {
        if (!((f->g->mod.characters.owned[player] >> c) & 1))
            continue;
        float cw = (float)pic * 0.7f;
        const char *name = alh_character_name(c);
        snprintf(key, sizeof key, "mod.char_does.%s", name ? name : "?");
        snprintf(buf, sizeof buf, "%s", tr(ctx, key));
        PHRASE(ctx, tip, "table.tip.character", PH_TEXT("who", table_seat_name(f->m, player)),
               PH_TEXT("char", character_display_name(ctx, c)), PH_TEXT("does", buf));
        table_modules_row_part(ctx, parts, size, character_display_name(ctx, c));
        if (x + (int)cw > end)
            continue;
        SDL_FRect card = {(float)x, (float)y + ((float)lh - cw * 1.45f) / 2, cw, cw * 1.45f};
        draw_card(ctx, ALH_CARD_CHARACTER_FIRST + c, card, 1.0f, false);
        snprintf(id, sizeof id, "table.mod.row.%d.char.%d", player, c);
        ui_tooltip(ctx, id, (SDL_Rect){(int)card.x, (int)card.y, (int)cw, (int)card.h}, tip);
        x += pic + table_modules_px(f, 3);
    }
    return x;
}

/* The Master Builder's extra redesign, held at the turn's end: the hint says so (the base's words
 * were those of an exact payment, "Take another action", after money taken too). */
static const char *bonus_hint(const TableFrame *f)
{
    const AlhGame *g = &f->m->game;
    return alh_module_on(g, ALH_MOD_CHARACTERS) && g->mod.characters.master_builder_step ? "mod.char_builder_redesign" : NULL;
}

const AlhModuleClient alh_client_characters = {
    .log_event = log_event,
    .bonus_hint = bonus_hint,
    .tray_rank = tray_rank,
    .tray_key = tray_key,
    .describe = describe,
    .phase_panel = phase_panel,
    .picks_cards = picks_cards,
    .card_usable = card_usable,
    .hand_click = hand_click,
    .draw_card = draw_character_card,
    .draw_samples = samples,
    .samples_width = 1060,
    .card_words = card_words,
    .pass_reason = pass_reason,
    .results_words = characters_owned_words,
    .panel_height = panel_height,
    .panel_draw = panel_draw,
    .panel_order = 2,
    .panel_compact = true,
    .panel_width = panel_width,
    .row_picture_count = row_picture_count,
    .row_pictures = row_pictures,
    .row_line_words = characters_owned_words,
};
