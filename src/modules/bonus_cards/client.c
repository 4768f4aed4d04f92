/* SPDX-License-Identifier: MIT */
/* Bonus cards in the client: a card showing the building it adds, its back green with a gold "+". */
#include "client_module.h"

#include <math.h>
#include "match.h"
#include "table_module_actions.h"
#include "draw_card.h"
#include "material.h"
#include "paint.h"
#include "phrase.h"
#include "piece_kit.h"
#include "text.h"
#include "bonus_cards/bonus_cards.h"
#include "bonus_cards/client.h"

#define BONUS_EDGE 0x2E6E5A

static void bonus_body(AppContext *ctx, int card, SDL_FRect rect, bool flag)
{
    (void)flag;
    SDL_Renderer *r = ctx->renderer;
    Uint8 a = 255;
    float w = rect.w;
    if (card < 0) {
        kit_card_face(r, rect, kit_hex(BONUS_EDGE, a), kit_hex(0x3E8E74, a), kit_hex(BONUS_EDGE, a));
        float cx = rect.x + w / 2, cy = rect.y + rect.h / 2, k = w * 0.22f;
        paint_line(r, cx - k, cy, cx + k, cy, w * 0.09f, kit_hex(0xE3B92E, a));
        paint_line(r, cx, cy - k, cx, cy + k, w * 0.09f, kit_hex(0xE3B92E, a));
        return;
    }
    int tile = alh_bonus_card_tile(card);
    const AlhTileInfo *info = alh_tile_info(tile);
    kit_card_face(r, rect, kit_hex(BONUS_EDGE, a), kit_hex(0xFBF5E8, a), kit_hex(0xEDE3C8, a));
    if (!info)
        return;
    /* The building it shows, as a small tile with its walls, and a "+1" saying it counts once more. */
    float ts = w * 0.66f;
    TileLook look = tile_look_default();
    look.shadow = false;
    look.show_price = w >= 40;
    draw_tile(ctx, tile, (SDL_FRect){rect.x + (w - ts) / 2, rect.y + rect.h * 0.14f, ts, ts}, &look);
    text_draw(ctx, FONT_BOLD, (int)fmaxf(9.0f, w * 0.26f), (int)(rect.x + w / 2), (int)(rect.y + rect.h * 0.84f), kit_hex(BONUS_EDGE, a),
              TEXT_CENTER | TEXT_MIDDLE, "+1");
}

void bonus_card_draw(AppContext *ctx, int card, SDL_FRect rect, float alpha)
{
    material_shadow(ctx, rect, 0.08f, 0.0f, (Uint8)(120 * alpha));
    kit_cached(ctx, "bonus", bonus_body, card < 0 ? -1 : card, false, rect, alpha, kit_hex(BONUS_EDGE, 255), false);
}

static void samples(AppContext *ctx, float x, float y, float s)
{
    float w = 80 * s, gap = 10 * s;
    bonus_card_draw(ctx, 3, (SDL_FRect){x, y, w, w * CARD_ASPECT}, 1.0f);
    x += w + gap;
    bonus_card_draw(ctx, -1, (SDL_FRect){x, y, w, w * CARD_ASPECT}, 1.0f);
}

/* For the results: how many bonus cards the player laid. */
static void results_words(AppContext *ctx, const AlhGame *g, int player, char *out, size_t size)
{
    int n = __builtin_popcount(g->mod.bonus_cards.played[player]);
    phrase(ctx, out, size, "mod.results_bonus", (const PhraseArg[]){PH_NUM("n", n)}, 1);
}

/* ------------------------------------------------------------------ at the table */

static int tray_rank(int type)
{
    return type == ALH_CMD_PLAY_BONUS ? 2 : 0;
}

static int tray_key(const AlhCommand *c)
{
    return c->slots;
}

static void describe(AppContext *ctx, const AlhGame *g, const AlhCommand *c, int form, char *out, size_t size)
{
    (void)g;
    if (c->type != ALH_CMD_PLAY_BONUS)
        return;
    int tile = alh_bonus_card_tile(c->slots);
    const AlhTileInfo *info = alh_tile_info(tile);
    char noun[32];
    phrase(ctx, out, size, form == MOD_WORDS_FULL ? "mod.play_bonus_full" : "mod.play_bonus",
           (const PhraseArg[]){PH_NOUN("tile", table_mod_tile_noun(tile, noun, sizeof noun)), PH_NUM("price", info ? info->price : 0)},
           2);
}

/* The game log's line. */
static bool log_event(Match *m, const AlhEvent *e, const AlhCardSet *paid)
{
    (void)paid;
    if (e->type == ALH_EV_BONUS_PLAYED)
        MATCH_LOG(m, e->player, "mod.log_bonus", match_arg_seat("who", e->player), match_arg_tile("tile", e->tile));
    return false;
}

const AlhModuleClient alh_client_bonus_cards = {
    .log_event = log_event,
    .tray_rank = tray_rank,
    .tray_key = tray_key,
    .describe = describe,
    .draw_samples = samples,
    .samples_width = 180,
    .results_words = results_words,
};
