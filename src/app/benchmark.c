/* SPDX-License-Identifier: MIT */
/* --benchmark-frames: frame times of the busiest table, start-up time and peak memory. */
#include <stdio.h>
#include <stdlib.h>
#include <sys/resource.h>
#include <time.h>
#include "app_internal.h"
#include "ui.h"

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

static double clock_seconds(clockid_t clock)
{
    struct timespec ts;
    clock_gettime(clock, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static double now_seconds(void) { return clock_seconds(CLOCK_MONOTONIC); }

int app_benchmark(AppContext *ctx, int frames, double start_seconds)
{
    double *times = calloc((size_t)frames, sizeof *times);
    if (!times)
        return 1;
    double first_frame = 0, cpu_after_first = 0;
    for (int i = 0; i < frames; i++) {
        double t0 = now_seconds();
        SDL_Event ev;
        ui_begin_frame(ctx);
        while (SDL_PollEvent(&ev)) {
            if (ev.type == SDL_QUIT)
                frames = i;
        }
        /* the mouse sweeps across the table so that hover effects are part of the cost */
        ctx->in.mouse_x = (i * 37) % (ctx->width > 0 ? ctx->width : 1);
        ctx->in.mouse_y = (i * 23) % (ctx->height > 0 ? ctx->height : 1);
        ctx->in.mouse_moved = true;
        ctx->time += 1.0 / 60;
        app_draw_frame(ctx, 1.0 / 60);
        ui_end_frame(ctx);
        SDL_RenderPresent(ctx->renderer);
        double t1 = now_seconds();
        times[i] = (t1 - t0) * 1000.0;
        if (i == 0) {
            first_frame = t1 - start_seconds;
            cpu_after_first = clock_seconds(CLOCK_PROCESS_CPUTIME_ID);
        }
    }
    /* Processor time of the frames after the first (which draws every cached picture): on a
     * shared machine the wall-clock times above mostly measure waiting for a core. */
    double cpu_frames = frames > 1 ? (clock_seconds(CLOCK_PROCESS_CPUTIME_ID) - cpu_after_first) / (frames - 1) : 0;
    double sum = 0;
    for (int i = 0; i < frames; i++)
        sum += times[i];
    qsort(times, (size_t)frames, sizeof *times, cmp_double);
    double mean = frames ? sum / frames : 0;
    double p99 = frames ? times[(int)((frames - 1) * 0.99)] : 0;
    struct rusage ru;
    getrusage(RUSAGE_SELF, &ru);
    SDL_RendererInfo info;
    SDL_GetRendererInfo(ctx->renderer, &info);
    printf("benchmark: %d frames at %dx%d, renderer %s, video %s\n", frames, ctx->width, ctx->height, info.name,
           SDL_GetCurrentVideoDriver());
    printf("renderer chosen: %s\n", ctx->renderer_why);
    printf("start to first frame: %.1f ms\n", first_frame * 1000.0);
    /* the processor time of the start (loading, the first frame's pictures), which waiting for a
     * core on a busy machine does not inflate */
    printf("processor time to the first frame: %.1f ms\n", cpu_after_first * 1000.0);
    printf("frame time: mean %.2f ms, p99 %.2f ms, max %.2f ms\n", mean, p99, frames ? times[frames - 1] : 0);
    printf("processor time per frame after the first: %.2f ms\n", cpu_frames * 1000.0);
    printf("peak RSS: %.1f MB\n", (double)ru.ru_maxrss / 1024.0);
    free(times);
    return 0;
}
