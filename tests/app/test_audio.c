/* SPDX-License-Identifier: MIT */
/* Sound: every effect in the archive plays, the effects and music volumes are honoured, 0 is silence. */
#include <SDL_mixer.h>
#include "app_check.h"
#include "audio.h"

int main(int argc, char **argv)
{
    (void)argc;
    AppContext ctx;
    if (!app_check_start(&ctx, argv[0]))
        return 1;
    if (!audio_available(&ctx)) {
        printf("SKIP: no audio device, even SDL's dummy one\n");
        app_shutdown(&ctx);
        return 77;
    }
    /* Effects at half volume: the mixer's channels are set to half, and each effect plays. */
    ctx.settings.effects_volume = 50;
    ctx.settings.music_volume = 30;
    audio_apply_volumes(&ctx);
    CHECK(Mix_Volume(-1, -1) == MIX_MAX_VOLUME / 2, "effects at 50 %% set the channels to %d (%d)", MIX_MAX_VOLUME / 2,
          Mix_Volume(-1, -1));
    CHECK(Mix_VolumeMusic(-1) == 30 * MIX_MAX_VOLUME / 100, "music at 30 %% (%d)", Mix_VolumeMusic(-1));
    for (int e = 0; e < SFX_COUNT; e++) {
        Mix_HaltChannel(-1);
        audio_play(&ctx, (AudioEffect)e);
        CHECK(Mix_Playing(-1) == 1, "effect %d plays (%d channels playing)", e, Mix_Playing(-1));
    }
    /* At 0 nothing starts, whatever happens on the table. */
    Mix_HaltChannel(-1);
    ctx.settings.effects_volume = 0;
    audio_apply_volumes(&ctx);
    for (int e = 0; e < SFX_COUNT; e++)
        audio_play(&ctx, (AudioEffect)e);
    CHECK(Mix_Playing(-1) == 0, "effects at 0 %%: silence (%d channels playing)", Mix_Playing(-1));
    CHECK(Mix_Volume(-1, -1) == 0, "effects at 0 %%: channel volume 0 (%d)", Mix_Volume(-1, -1));
    /* Back up: sounds again, at the new level. */
    ctx.settings.effects_volume = 100;
    audio_apply_volumes(&ctx);
    audio_play(&ctx, SFX_END);
    CHECK(Mix_Playing(-1) == 1 && Mix_Volume(-1, -1) == MIX_MAX_VOLUME, "effects at 100 %% play at full volume");
    app_shutdown(&ctx);
    printf("%d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}
