/* SPDX-License-Identifier: MIT */
/* alhambra-cli modules: the modules this build knows, from the registry (names, groups, summaries). */
#include "cli.h"

#include <jansson.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void usage(FILE *f)
{
    fprintf(f, "usage: alhambra-cli modules [--json]\n"
               "  lists the modules a game may use: their names (as --modules takes them), groups and summaries;\n"
               "  --modules also takes a group's name, a preset's name, 'all' (every module a player chooses) and 'none'\n");
}

static int print_json(void)
{
    AlhModuleSet optional = alh_modules_optional();
    json_t *list = json_array();
    for (int id = 0; id < ALH_MOD_COUNT; id++) {
        const AlhModuleInfo *info = alh_module_info(id);
        json_array_append_new(list, json_pack("{s:s, s:s, s:b, s:s}", "name", info->name, "group", alh_group_name(info->group),
                                              "chosen", alh_modset_has(&optional, id), "summary", info->summary));
    }
    json_t *presets = json_object();
    for (int k = 0; alh_preset_name(k); k++) {
        AlhModuleSet set = alh_preset_modules(alh_preset_name(k));
        json_t *names = json_array();
        for (int id = 0; id < ALH_MOD_COUNT; id++)
            if (alh_modset_has(&set, id))
                json_array_append_new(names, json_string(alh_module_name(id)));
        json_object_set_new(presets, alh_preset_name(k), names);
    }
    json_t *groups = json_array();
    for (int g = 0; g < ALH_GROUP_COUNT; g++)
        json_array_append_new(groups, json_string(alh_group_name(g)));
    json_t *root = json_pack("{s:o, s:o, s:o}", "modules", list, "groups", groups, "presets", presets);
    char *text = json_dumps(root, JSON_INDENT(2) | JSON_PRESERVE_ORDER);
    json_decref(root);
    if (!text)
        return ALH_CLI_FAILED;
    puts(text);
    free(text);
    return ALH_CLI_OK;
}

int alh_cli_modules(int argc, char **argv)
{
    bool json = false;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--json") == 0) {
            json = true;
        } else if (strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0) {
            usage(stdout);
            return ALH_CLI_OK;
        } else {
            usage(stderr);
            return ALH_CLI_USAGE;
        }
    }
    if (json)
        return print_json();
    AlhModuleSet optional = alh_modules_optional();
    printf("%-20s %-12s %s\n", "module", "group", "summary");
    for (int id = 0; id < ALH_MOD_COUNT; id++) {
        const AlhModuleInfo *info = alh_module_info(id);
        printf("%-20s %-12s %s%s\n", info->name, alh_group_name(info->group), info->summary,
               alh_modset_has(&optional, id) ? "" : " (by the number of players, never chosen)");
    }
    printf("\n--modules takes names, groups (");
    for (int g = 0; g < ALH_GROUP_COUNT; g++)
        printf("%s%s", g ? ", " : "", alh_group_name(g));
    printf("), presets (");
    for (int k = 0; alh_preset_name(k); k++) {
        AlhModuleSet set = alh_preset_modules(alh_preset_name(k));
        printf("%s%s:", k ? "; " : "", alh_preset_name(k));
        for (int id = 0; id < ALH_MOD_COUNT; id++)
            if (alh_modset_has(&set, id))
                printf(" %s", alh_module_name(id));
    }
    printf("), 'all' and 'none', joined by commas.\n");
    return ALH_CLI_OK;
}
