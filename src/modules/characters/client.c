/* SPDX-License-Identifier: MIT */
/* Characters in the client: the character cards with their portraits, their names, an auction's reason. */
#include "client_module.h"

#include <math.h>
#include <stdio.h>
#include <string.h>
#include "assets.h"
#include "draw_card.h"
#include "i18n.h"
#include "paint.h"
#include "piece_kit.h"
#include "text.h"
#include "characters/characters.h"
#include "characters/client.h"

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
        paint_round_rect(r, (SDL_FRect){cx - w * 0.13f, cy + w * 0.04f, w * 0.26f, w * 0.13f}, w * 0.06f, kit_hex(CHARACTER_EDGE, a));
    }
    /* the ribbon with the name, when there is room to read it */
    float ry = pr.y + pr.h + h * 0.01f, rh = face.y + face.h - ry - h * 0.02f;
    if (rh > 4) {
        paint_round_rect(r, (SDL_FRect){face.x + w * 0.03f, ry, face.w - w * 0.06f, rh}, rh * 0.3f, kit_hex(0xC99A2E, a));
        if (w >= 60)
            text_draw_fit(ctx, FONT_BOLD, (int)fminf(rh * 0.62f, w * 0.14f), (int)(rect.x + w / 2), (int)(ry + rh / 2),
                          (int)(face.w - w * 0.1f), kit_hex(0x2A1A08, a), TEXT_CENTER | TEXT_MIDDLE, character_display_name(ctx, ch));
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

static const char *pass_reason(int phase)
{
    return phase == ALH_PHASE_AUCTION ? "pass.reason_auction" : NULL;
}

const AlhModuleClient alh_client_characters = {
    .draw_card = draw_character_card,
    .draw_samples = samples,
    .samples_width = 1060,
    .card_words = card_words,
    .pass_reason = pass_reason,
    .results_words = characters_owned_words,
};
