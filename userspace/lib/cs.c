// SPDX-License-Identifier: MIT
/*
 * Command streams: dwords gathered in a growable CPU-side array, with the
 * buffers they use (deduplicated, flags merged) and their relocs, then
 * frozen into a buffer of their own.  Writing CPU-side first keeps growth a
 * realloc (no chaining of chunks) and lets the stream be built and checked
 * without a GPU; the copy at freeze is cheap next to the submit ioctl.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "msm_priv.h"

#define DEFAULT_DWORDS	1024

struct msm_cs *msm_cs_new(struct msm_device *dev, uint32_t size_dwords)
{
	struct msm_cs *cs = calloc(1, sizeof(*cs));

	if (!size_dwords)
		size_dwords = DEFAULT_DWORDS;
	if (cs)
		cs->buf = malloc(size_dwords * sizeof(uint32_t));
	if (!cs || !cs->buf) {
		free(cs);
		msm_error(dev, ENOMEM, "msm_cs of %u dwords", size_dwords);
		return NULL;
	}
	cs->dev = dev;
	cs->refcnt = 1;
	cs->max_dwords = size_dwords;
	cs->cur = cs->buf;
	cs->end = cs->buf + size_dwords;
	return cs;
}

struct msm_cs *msm_cs_ref(struct msm_cs *cs)
{
	cs->refcnt++;
	return cs;
}

void msm_cs_reset(struct msm_cs *cs)
{
	uint32_t i;

	for (i = 0; i < cs->nr_bos; i++)
		msm_bo_unref(cs->bos[i].bo);
	for (i = 0; i < cs->nr_targets; i++)
		msm_cs_unref(cs->targets[i]);
	msm_bo_unref(cs->bo);
	cs->bo = NULL;
	cs->nr_bos = cs->nr_relocs = cs->nr_targets = 0;
	cs->frozen = false;
	cs->error = 0;
	cs->cur = cs->buf;
	cs->end = cs->buf + cs->max_dwords;
}

void msm_cs_unref(struct msm_cs *cs)
{
	if (!cs || --cs->refcnt > 0)
		return;
	msm_cs_reset(cs);
	free(cs->bos);
	free(cs->relocs);
	free(cs->targets);
	free(cs->buf);
	free(cs);
}

/* The first failure sticks: the stream is incomplete, submit refuses it */
static int cs_fail(struct msm_cs *cs, int err, const char *what)
{
	if (!cs->error)
		cs->error = msm_error(cs->dev, err, "command stream: %s", what);
	return cs->error;
}

/* Makes room for need elements of size elem in *array */
static int grow_array(void **array, uint32_t *max, uint32_t need,
		      size_t elem)
{
	uint32_t n = *max ? *max : 16;
	void *p;

	if (need <= *max)
		return 0;
	while (n < need)
		n *= 2;
	p = realloc(*array, n * elem);
	if (!p)
		return -ENOMEM;
	*array = p;
	*max = n;
	return 0;
}

int msm_cs_grow(struct msm_cs *cs, uint32_t n)
{
	uint32_t len = msm_cs_len(cs), max = cs->max_dwords;
	int ret;

	if (cs->error)
		return cs->error;
	/* freeze set end = cur, so that writes after it come here */
	if (cs->frozen)
		return cs_fail(cs, EBUSY, "written after it was frozen");
	ret = grow_array((void **)&cs->buf, &max, len + n, sizeof(uint32_t));
	if (ret)
		return cs_fail(cs, -ret, "growing");
	cs->max_dwords = max;
	cs->cur = cs->buf + len;
	cs->end = cs->buf + max;
	return 0;
}

int msm_cs_add_bo(struct msm_cs *cs, struct msm_bo *bo, uint32_t flags)
{
	uint32_t i;

	/* Linear: streams of these GPUs use tens of buffers, not thousands */
	for (i = 0; i < cs->nr_bos; i++) {
		if (cs->bos[i].bo == bo) {
			cs->bos[i].flags |= flags;
			return (int)i;
		}
	}
	if (cs->frozen)
		return cs_fail(cs, EBUSY, "buffer added after freezing");
	if (grow_array((void **)&cs->bos, &cs->max_bos, cs->nr_bos + 1,
		       sizeof(*cs->bos)))
		return cs_fail(cs, ENOMEM, "buffer table");
	cs->bos[cs->nr_bos].bo = msm_bo_ref(bo);
	cs->bos[cs->nr_bos].flags = flags;
	return (int)cs->nr_bos++;
}

/* What a reloc writes, and what the kernel would write for it */
static uint32_t reloc_value(uint64_t iova, uint64_t offset,
			    uint32_t or_bits, int32_t shift)
{
	uint64_t v = iova + offset;

	v = shift < 0 ? v >> -shift : v << shift;
	return (uint32_t)v | or_bits;
}

void msm_cs_reloc(struct msm_cs *cs, struct msm_bo *bo, uint64_t offset,
		  uint32_t or_bits, int32_t shift, uint32_t flags)
{
	int idx = msm_cs_add_bo(cs, bo, flags);
	struct msm_cs_reloc *r;

	if (idx < 0)
		return;
	if (grow_array((void **)&cs->relocs, &cs->max_relocs,
		       cs->nr_relocs + 1, sizeof(*cs->relocs))) {
		cs_fail(cs, ENOMEM, "reloc table");
		return;
	}
	r = &cs->relocs[cs->nr_relocs++];
	r->offset = msm_cs_len(cs) * 4;
	r->bo_idx = (uint32_t)idx;
	r->bo_offset = offset;
	r->or_bits = or_bits;
	r->shift = shift;
	/* The presumed address: right, since GPU addresses never move here */
	OUT_RING(cs, reloc_value(bo->iova, offset, or_bits, shift));
}

int msm_cs_freeze(struct msm_cs *cs)
{
	uint32_t len = msm_cs_len(cs);
	void *map;

	if (cs->frozen)
		return 0;
	if (cs->error)
		return cs->error;
	if (!len)
		return cs_fail(cs, EINVAL, "empty");
	cs->bo = msm_bo_new(cs->dev, len * 4, MSM_BO_WC);
	map = cs->bo ? msm_bo_map(cs->bo) : NULL;
	if (!map) {
		int err = errno;

		msm_bo_unref(cs->bo);
		cs->bo = NULL;
		return cs_fail(cs, err, "no buffer to freeze into");
	}
	memcpy(map, cs->buf, len * 4);
	cs->frozen = true;
	cs->end = cs->cur;
	return 0;
}

static int add_target(struct msm_cs *cs, struct msm_cs *target)
{
	uint32_t i;

	for (i = 0; i < cs->nr_targets; i++)
		if (cs->targets[i] == target)
			return 0;
	if (grow_array((void **)&cs->targets, &cs->max_targets,
		       cs->nr_targets + 1, sizeof(*cs->targets)))
		return cs_fail(cs, ENOMEM, "IB table");
	cs->targets[cs->nr_targets++] = msm_cs_ref(target);
	return 0;
}

/*
 * The target's buffers and IBs become the stream's too: a submit lists
 * every buffer the GPU touches, and every IB gets an IB_TARGET_BUF command
 * so that the kernel can apply its relocs.
 */
static int merge_target(struct msm_cs *cs, struct msm_cs *target)
{
	uint32_t i;
	int ret = add_target(cs, target);

	for (i = 0; !ret && i < target->nr_targets; i++)
		ret = add_target(cs, target->targets[i]);
	for (i = 0; i < target->nr_bos && ret >= 0; i++)
		ret = msm_cs_add_bo(cs, target->bos[i].bo,
				    target->bos[i].flags);
	return ret < 0 ? ret : 0;
}

void msm_cs_emit_ib(struct msm_cs *cs, struct msm_cs *target)
{
	int ret;

	if (target == cs || target->dev != cs->dev) {
		cs_fail(cs, EINVAL, "IB to itself or another device");
		return;
	}
	ret = msm_cs_freeze(target);
	if (ret) {
		cs_fail(cs, -ret, "IB target could not be frozen");
		return;
	}
	if (merge_target(cs, target))
		return;
	OUT_PKT3(cs, CP_INDIRECT_BUFFER_PFD, 2);
	OUT_RELOC(cs, target->bo, 0, 0, 0);
	OUT_RING(cs, CP_INDIRECT_BUFFER_1_IB_SIZE(msm_cs_len(target)));
}
