/* SPDX-License-Identifier: MIT */
/* The vizier in the client: a turbaned head in the player's colour, asleep grey with closed eyes. */
#include "client_module.h"

#include <math.h>
#include "paint.h"
#include "piece_kit.h"
#include "vizier/client.h"

void vizier_draw(AppContext *ctx, float cx, float cy, float radius, SDL_Color colour, bool awake)
{
    SDL_Renderer *r = ctx->renderer;
    /* Everything stays inside the disc of `radius`: the seat's colour behind a face under a turban. */
    SDL_Color back = awake ? colour : paint_mix(colour, kit_hex(0x9A9080, 255), 0.75f);
    SDL_Color face = awake ? kit_hex(0xE9C9A0, 255) : kit_hex(0xC9BBA6, 255);
    SDL_Color turban = awake ? kit_hex(0xFBF5E8, 255) : kit_hex(0xD8D0C2, 255);
    SDL_Color ink = kit_hex(0x2B2118, 255);
    paint_circle(r, cx, cy, radius, back);
    paint_ring(r, cx, cy, radius, fmaxf(1.0f, radius * 0.08f), paint_alpha(ink, 160));
    paint_circle(r, cx, cy + radius * 0.2f, radius * 0.42f, face);
    paint_round_rect(r, (SDL_FRect){cx - radius * 0.55f, cy - radius * 0.55f, radius * 1.1f, radius * 0.55f}, radius * 0.27f, turban);
    paint_circle(r, cx, cy - radius * 0.3f, radius * 0.12f, awake ? kit_hex(0xC99A2E, 255) : kit_hex(0x9A9080, 255));
    float ey = cy + radius * 0.2f, ex = radius * 0.17f, lw = fmaxf(1.0f, radius * 0.09f);
    if (awake) {
        paint_circle(r, cx - ex, ey, fmaxf(0.8f, radius * 0.07f), ink);
        paint_circle(r, cx + ex, ey, fmaxf(0.8f, radius * 0.07f), ink);
    } else {
        paint_line(r, cx - ex - radius * 0.08f, ey, cx - ex + radius * 0.08f, ey, lw, ink);
        paint_line(r, cx + ex - radius * 0.08f, ey, cx + ex + radius * 0.08f, ey, lw, ink);
    }
}

/* Awake and asleep. */
static void samples(AppContext *ctx, float x, float y, float s)
{
    vizier_draw(ctx, x + 30 * s, y + 30 * s, 28 * s, app_player_colour(1), true);
    vizier_draw(ctx, x + 30 * s, y + 96 * s, 28 * s, app_player_colour(1), false);
}

static const char *pass_reason(int phase)
{
    return phase == ALH_PHASE_VIZIER ? "pass.reason_vizier" : NULL;
}

/* Bought out of turn: from the market first, then built or reserved as the events that follow say. */
static bool animate(Anim *a, const AlhEvent *e, bool same)
{
    (void)same;
    if (e->type != ALH_EV_VIZIER_USED)
        return false;
    anim_fly_tile(a, e->tile, anim_place(AP_MARKET, -1, e->slot), anim_place(AP_PENDING, e->player, 0), false);
    a->sounds |= ANIM_SFX_PAY;
    return true;
}

const AlhModuleClient alh_client_vizier = {
    .draw_samples = samples,
    .samples_width = 70,
    .pass_reason = pass_reason,
    .animate = animate,
};
