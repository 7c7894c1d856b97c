/* SPDX-License-Identifier: MIT */
/*
 * libmsm on the host's GPU model, no kernel: a struct msm_backend that
 * answers msm's ioctls itself and runs each submit on the model
 * (userspace/tools/host_gpu.c) before the ioctl returns.  Buffers are
 * page-aligned host memory mapped into the model's GPU address space, so
 * a buffer's CPU mapping is what the GPU reads and writes.  For host
 * tests of what draws through libmsm: one model device per process.
 */
#ifndef MODEL_KERNEL_H
#define MODEL_KERNEL_H

#include "msm.h"

struct host_gpu;

/* A device on a model of gpu_id (320, 330, 420, 430); NULL when unknown */
struct msm_device *model_device_open(uint32_t gpu_id);
/* The model behind the device model_device_open made */
struct host_gpu *model_device_gpu(void);

#endif
