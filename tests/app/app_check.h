/* SPDX-License-Identifier: MIT */
/* What the client's C tests share: the CHECK counter and a headless client to test against. */
#ifndef ALH_TESTS_APP_CHECK_H
#define ALH_TESTS_APP_CHECK_H

#include <stdio.h>
#include "app_internal.h"

static int passed, failed;

#define CHECK(cond, ...) do { \
    if (cond) passed++; \
    else { failed++; printf("FAILED %s:%d: %s: ", __FILE__, __LINE__, #cond); printf(__VA_ARGS__); printf("\n"); } \
} while (0)

/* A hidden 1280x720 client on SDL's dummy drivers, animations instant; false (said) if it cannot start. */
static inline bool app_check_start(AppContext *ctx, const char *argv0)
{
    setvbuf(stdout, NULL, _IOLBF, 0);
    SDL_setenv("SDL_VIDEODRIVER", "dummy", 0);
    SDL_setenv("SDL_AUDIODRIVER", "dummy", 0);
    AppInit init = {.argv0 = argv0, .headless = true, .software = true, .width = 1280, .height = 720};
    if (app_init(ctx, &init) != 0) {
        printf("FAILED: the client did not start\n0 passed, 1 failed\n");
        return false;
    }
    ctx->settings.anim_speed = ANIM_INSTANT;
    return true;
}

#endif
