/* The floor of the height index's insert and delete (docs/performance.md, "How `bench`
 * measures"): a C chunked structure of the same shape as `HeightIndex`, doing only what an
 * edit needs. Heights live in pages of 512 doubles, each chunk built 448 full, with 16
 * running block sums (one per 32 heights) per page; a tree of running sums and item counts
 * over the chunks (32-wide leaves, 16-wide nodes above) finds an item's chunk by its index.
 * An insert or a delete descends the counts, shifts the rest of its chunk (memmove), fixes the
 * page's running block sums and adds the change to each level of the tree. What it leaves out
 * is what `HeightIndex` pays for being a general structure: no gaps between chunks, no
 * splits or merges (a chunk that would fill or empty skips the edit, which the run's random
 * edits at these sizes never meet), no bounds checks.
 *
 * It runs the bench's pattern: ROWS rows of heights [44, 60, 32.5, 44, 88], then EDITS
 * rounds of an insert of 50 at a random row and a delete of a random row, each timed alone
 * with CLOCK_MONOTONIC (as `Stopwatch.measure` times tablesnap's), and prints one line per
 * round: the insert's and the delete's nanoseconds (a round whose edit met a full or an
 * emptied chunk, which only tiny tables meet, is left out). Given a SEED it draws its rows from it
 * instead of the clock and prints the heights after the edits, one a line, untimed: a test
 * makes the same edits on `HeightIndex` and compares (FloorProgramTests).
 *
 *   cc -O2 -o edits scripts/floors/edits.c
 *   ./edits 10000000 20000
 *   ./edits 5000 3000 42
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

enum { PAGE = 512, BUILT = 448, BLOCK = 32, BLOCKS = PAGE / BLOCK, LEAF = 32, INNER = 16, MAXLEVELS = 16 };

static double *heights, *block_sums; /* page p: heights[p*PAGE ...], block_sums[p*BLOCKS ...] */
static int *counts;                  /* items in chunk c (chunk c is on page c) */
static double *tree_sums[MAXLEVELS]; /* level l, node k, entry j: running sum of children 0...j */
static int64_t *tree_counts[MAXLEVELS];
static int levels, width[MAXLEVELS];

static int shift_of(int level) { return level == 0 ? 5 : 4; }

static uint64_t state = 0x9E3779B97F4A7C15u;
static uint64_t next_random(void) { /* SplitMix64, as the bench's BenchRandom */
    uint64_t z = (state += 0x9E3779B97F4A7C15u);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9u;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBu;
    return z ^ (z >> 31);
}

static uint64_t now_ns(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (uint64_t)t.tv_sec * 1000000000u + (uint64_t)t.tv_nsec;
}

static void build(int64_t rows) {
    static const double pattern[5] = {44, 60, 32.5, 44, 88};
    int64_t chunks = (rows + BUILT - 1) / BUILT;
    heights = calloc((size_t)chunks * PAGE, sizeof *heights);
    block_sums = calloc((size_t)chunks * BLOCKS, sizeof *block_sums);
    counts = calloc((size_t)chunks, sizeof *counts);
    double *child_sums = malloc(chunks * sizeof *child_sums);
    int64_t *child_counts = malloc(chunks * sizeof *child_counts);
    for (int64_t c = 0; c < chunks; c++) {
        int64_t first = c * BUILT;
        int n = (int)(rows - first < BUILT ? rows - first : BUILT);
        double sum = 0;
        for (int i = 0; i < n; i++) {
            heights[c * PAGE + i] = pattern[(first + i) % 5];
            sum += heights[c * PAGE + i];
            if ((i + 1) % BLOCK == 0) block_sums[c * BLOCKS + i / BLOCK] = sum;
        }
        for (int b = n / BLOCK; b < BLOCKS; b++) block_sums[c * BLOCKS + b] = sum;
        counts[c] = n;
        child_sums[c] = sum;
        child_counts[c] = n;
    }
    int64_t below = chunks;
    levels = 0;
    do {
        int fanout = 1 << shift_of(levels);
        int64_t nodes = (below + fanout - 1) / fanout;
        width[levels] = (int)nodes;
        tree_sums[levels] = calloc((size_t)nodes * fanout, sizeof(double));
        tree_counts[levels] = calloc((size_t)nodes * fanout, sizeof(int64_t));
        for (int64_t k = 0; k < nodes; k++) {
            double sum = 0;
            int64_t items = 0;
            for (int j = 0; j < fanout; j++) {
                int64_t child = k * fanout + j;
                if (child < below) { sum += child_sums[child]; items += child_counts[child]; }
                tree_sums[levels][k * fanout + j] = sum;
                tree_counts[levels][k * fanout + j] = items;
            }
            child_sums[k] = sum;
            child_counts[k] = items;
        }
        below = nodes;
        levels++;
    } while (below > 1);
    free(child_sums);
    free(child_counts);
}

/* The chunk holding item `index`, and the item's position in it. */
static int64_t find(int64_t index, int *position) {
    int64_t node = 0, rest = index;
    for (int level = levels - 1; level >= 0; level--) {
        int shift = shift_of(level), fanout = 1 << shift;
        const int64_t *run = tree_counts[level] + (node << shift);
        int child = 0;
        for (int j = 0; j < fanout; j++) child += run[j] <= rest; /* branch-free count */
        if (child > fanout - 1) child = fanout - 1;
        if (child > 0) rest -= run[child - 1];
        node = (node << shift) + child;
    }
    *position = (int)rest;
    return node;
}

static void add_to_tree(int64_t chunk, double height, int64_t items) {
    int64_t k = chunk;
    for (int level = 0; level < levels; level++) {
        int shift = shift_of(level), fanout = 1 << shift;
        int child = (int)(k & (fanout - 1));
        k >>= shift;
        double *sums = tree_sums[level] + (k << shift);
        int64_t *counts_here = tree_counts[level] + (k << shift);
        for (int j = child; j < fanout; j++) { sums[j] += height; counts_here[j] += items; }
    }
}

/* Inserts before item `index` of `count` items; `index == count` appends to the last chunk. */
static int insert(double height, int64_t index, int64_t count_before) {
    int position;
    int64_t chunk;
    if (index == count_before && index > 0) {
        chunk = find(index - 1, &position);
        position += 1;
    } else {
        chunk = find(index, &position);
    }
    int count = counts[chunk];
    if (count == PAGE) return 0;
    double *h = heights + chunk * PAGE, *sums = block_sums + chunk * BLOCKS;
    memmove(h + position + 1, h + position, (size_t)(count - position) * sizeof *h);
    h[position] = height;
    int n = count + 1;
    for (int b = position / BLOCK; b < BLOCKS; b++) {
        int boundary = (b + 1) * BLOCK;
        sums[b] += height - (boundary < n ? h[boundary] : 0);
    }
    counts[chunk] = n;
    add_to_tree(chunk, height, 1);
    return 1;
}

static int delete(int64_t index) {
    int position;
    int64_t chunk = find(index, &position);
    int count = counts[chunk];
    if (count == 1) return 0;
    double *h = heights + chunk * PAGE, *sums = block_sums + chunk * BLOCKS;
    double removed = h[position];
    int n = count - 1;
    memmove(h + position, h + position + 1, (size_t)(n - position) * sizeof *h);
    h[n] = 0;
    for (int b = position / BLOCK; b < BLOCKS; b++) {
        int boundary = (b + 1) * BLOCK;
        sums[b] += (boundary <= n ? h[boundary - 1] : 0) - removed;
    }
    counts[chunk] = n;
    add_to_tree(chunk, -removed, -1);
    return 1;
}

int main(int argc, char **argv) {
    if (argc < 3) {
        fprintf(stderr, "usage: edits ROWS EDITS [SEED]\n");
        return 2;
    }
    int64_t rows = atoll(argv[1]);
    int edits = atoi(argv[2]);
    if (rows < 1 || edits < 1) return 2;
    state = argc > 3 ? strtoull(argv[3], NULL, 10) : state ^ (uint64_t)now_ns();
    build(rows);
    /* Drawn before the timing; each is taken modulo the row count at its turn (an insert may
     * append), so a skipped edit never sends a later one past the end. */
    uint64_t *draws = malloc(2 * (size_t)edits * sizeof *draws);
    for (int k = 0; k < 2 * edits; k++) draws[k] = next_random();
    double *timings = malloc(2 * (size_t)edits * sizeof *timings);
    int skipped = 0, timed = 0;
    int64_t n = rows;
    for (int k = 0; k < edits; k++) {
        int64_t at = (int64_t)(draws[2 * k] % (uint64_t)(n + 1));
        uint64_t start = now_ns();
        int inserted = insert(50, at, n);
        uint64_t middle = now_ns();
        n += inserted;
        int64_t gone = (int64_t)(draws[2 * k + 1] % (uint64_t)n);
        uint64_t second = now_ns();
        int deleted = delete(gone);
        uint64_t end = now_ns();
        n -= deleted;
        if (inserted && deleted) {
            timings[2 * timed] = (double)(middle - start);
            timings[2 * timed + 1] = (double)(end - second);
            timed++;
        } else {
            skipped++;
        }
    }
    if (skipped) fprintf(stderr, "edits: %d rounds met a full or emptied chunk and were left out\n", skipped);
    if (argc > 3) {
        for (int64_t c = 0; c < (rows + BUILT - 1) / BUILT; c++)
            for (int i = 0; i < counts[c]; i++) printf("%g\n", heights[c * PAGE + i]);
        return skipped != 0;
    }
    for (int k = 0; k < timed; k++) printf("%.0f %.0f\n", timings[2 * k], timings[2 * k + 1]);
    return 0;
}
