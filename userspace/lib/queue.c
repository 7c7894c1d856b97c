// SPDX-License-Identifier: MIT
/*
 * Submitqueues: a fence timeline and a priority each.  Kernels before 1.3
 * have only the default queue, id 0, which needs no ioctl.
 */
#include <errno.h>
#include <stdlib.h>

#include "msm_priv.h"

static struct msm_queue *queue_alloc(struct msm_device *dev, uint32_t id,
				     bool owned)
{
	struct msm_queue *q = calloc(1, sizeof(*q));

	if (!q) {
		msm_error(dev, ENOMEM, "msm_queue");
		return NULL;
	}
	q->dev = dev;
	q->id = id;
	q->owned = owned;
	return q;
}

struct msm_queue *msm_queue_new(struct msm_device *dev, uint32_t prio)
{
	struct drm_msm_submitqueue req = { .prio = prio };
	struct msm_queue *q;
	int ret;

	if (!msm_device_has(dev, MSM_FEAT_SUBMITQUEUES)) {
		if (prio == 0)
			return queue_alloc(dev, 0, false);
		msm_error(dev, ENOTSUP, "queue priorities need msm 1.3");
		return NULL;
	}
	ret = msm_ioctl(dev, DRM_IOCTL_MSM_SUBMITQUEUE_NEW, &req,
			"SUBMITQUEUE_NEW");
	if (ret) {
		msm_error(dev, -ret, "SUBMITQUEUE_NEW of priority %u", prio);
		return NULL;
	}
	q = queue_alloc(dev, req.id, true);
	if (!q) {
		msm_ioctl(dev, DRM_IOCTL_MSM_SUBMITQUEUE_CLOSE, &req.id,
			  "SUBMITQUEUE_CLOSE");
		errno = ENOMEM;
	}
	return q;
}

struct msm_queue *msm_queue_from_id(struct msm_device *dev, uint32_t id)
{
	return queue_alloc(dev, id, false);
}

void msm_queue_close(struct msm_queue *q)
{
	if (!q)
		return;
	if (q->owned)
		msm_ioctl(q->dev, DRM_IOCTL_MSM_SUBMITQUEUE_CLOSE, &q->id,
			  "SUBMITQUEUE_CLOSE");
	free(q);
}

uint32_t msm_queue_id(const struct msm_queue *q)
{
	return q->id;
}

int msm_queue_faults(struct msm_queue *q)
{
	uint32_t faults = 0;
	struct drm_msm_submitqueue_query req = {
		.data = (uintptr_t)&faults,
		.id = q->id,
		.param = MSM_SUBMITQUEUE_PARAM_FAULTS,
		.len = sizeof(faults),
	};
	int ret;

	if (!msm_device_has(q->dev, MSM_FEAT_QUEUE_QUERY))
		return msm_error(q->dev, ENOTSUP,
				 "SUBMITQUEUE_QUERY needs msm 1.5");
	ret = msm_ioctl(q->dev, DRM_IOCTL_MSM_SUBMITQUEUE_QUERY, &req,
			"SUBMITQUEUE_QUERY");
	if (ret)
		return msm_error(q->dev, -ret, "FAULTS of queue %u", q->id);
	return faults > INT32_MAX ? INT32_MAX : (int)faults;
}
