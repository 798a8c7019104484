/* The floor a whole `tablesnap query Examples/ten-million.yaml` process is measured against
 * (docs/performance-history.md, "The query floor"): the least a program can do to give the same
 * answer. It builds one array of prefix sums of the ten million row heights (44, 60, 32.5
 * repeating, below the 28.28125 pt "Feed" header: constants here, which tablesnap reads
 * from the config and measures) in fresh memory, binary-searches the offset, and prints the
 * same JSON `tablesnap query` prints for that config.
 *
 *   bash scripts/floors/build.sh && .build/floors/query
 *   cmp <(.build/floors/query) <(.build/release/tablesnap query Examples/ten-million.yaml)
 *
 * `query ROWS OFFSET` answers for ROWS rows and that offset instead: `tablesnap bench` runs it
 * as the start-up floor of a 100,000-row `query` (docs/performance.md, "Start-up: `query` of 100,000 rows and `--version`").
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const double heights[3] = {44, 60, 32.5};
static const double header = 28.28125, viewport = 844;

/* The shortest decimal that reads back as `value`, as Swift prints a Double. */
static void number(char *out, double value) {
    if (value == (double)(long long)value) {
        snprintf(out, 40, "%lld", (long long)value);
        return;
    }
    for (int digits = 1; digits <= 17; digits++) {
        snprintf(out, 40, "%.*g", digits, value);
        if (strtod(out, NULL) == value) return;
    }
}

int main(int argc, char **argv) {
    long ROWS = argc > 1 ? atol(argv[1]) : 10000000;
    double offset = argc > 2 ? strtod(argv[2], NULL) : 250000000;
    if (ROWS < 1) return 2;
    /* tops[i]: the y of row i; tops[ROWS]: the content height. */
    double *tops = malloc((ROWS + 1) * sizeof *tops);
    if (!tops) return 1;
    double y = header;
    for (long i = 0; i < ROWS; i++) {
        tops[i] = y;
        y += heights[i % 3];
    }
    tops[ROWS] = y;
    /* As tablesnap does, the offset is kept within the content: at most its height less the
     * viewport's, at least 0. */
    if (offset > y - viewport) offset = y - viewport;
    if (offset < 0) offset = 0;
    /* The first row whose bottom lies below the offset. */
    long low = 0, high = ROWS;
    while (low < high) {
        long mid = low + (high - low) / 2;
        if (tops[mid + 1] <= offset) low = mid + 1; else high = mid;
    }
    char a[40], b[40], c[40];
    number(a, tops[ROWS]);
    number(b, offset);
    number(c, viewport);
    printf("{\"contentHeight\": %s, \"contentPreferredMaxWidth\": 0, \"offset\": %s, \"viewportHeight\": %s, \"rows\": [", a, b, c);
    for (long i = low; i < ROWS && tops[i] < offset + viewport; i++) {
        number(a, tops[i]);
        number(b, heights[i % 3]);
        printf("%s{\"section\": 0, \"row\": %ld, \"y\": %s, \"height\": %s}", i == low ? "" : ", ", i, a, b);
    }
    number(a, offset);
    number(b, header);
    printf("], \"headers\": [{\"section\": 0, \"y\": %s, \"height\": %s, \"pinned\": true}], \"footers\": []}\n", a, b);
    free(tops);
    return 0;
}
