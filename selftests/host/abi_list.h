/* SPDX-License-Identifier: MIT */
/*
 * Everything of the msm uAPI that the ABI check compares: every struct
 * with every field, every flag and parameter value, every ioctl number.
 * Used as an X-macro by both sides of the comparison.
 */
#define ABI_STRUCTS(S, F) \
	S(drm_msm_timespec) F(drm_msm_timespec, tv_sec) \
	F(drm_msm_timespec, tv_nsec) \
	S(drm_msm_param) F(drm_msm_param, pipe) F(drm_msm_param, param) \
	F(drm_msm_param, value) F(drm_msm_param, len) F(drm_msm_param, pad) \
	S(drm_msm_gem_new) F(drm_msm_gem_new, size) \
	F(drm_msm_gem_new, flags) F(drm_msm_gem_new, handle) \
	S(drm_msm_gem_info) F(drm_msm_gem_info, handle) \
	F(drm_msm_gem_info, info) F(drm_msm_gem_info, value) \
	F(drm_msm_gem_info, len) F(drm_msm_gem_info, pad) \
	S(drm_msm_gem_cpu_prep) F(drm_msm_gem_cpu_prep, handle) \
	F(drm_msm_gem_cpu_prep, op) F(drm_msm_gem_cpu_prep, timeout) \
	S(drm_msm_gem_cpu_fini) F(drm_msm_gem_cpu_fini, handle) \
	S(drm_msm_gem_submit_reloc) \
	F(drm_msm_gem_submit_reloc, submit_offset) \
	F(drm_msm_gem_submit_reloc, or) F(drm_msm_gem_submit_reloc, shift) \
	F(drm_msm_gem_submit_reloc, reloc_idx) \
	F(drm_msm_gem_submit_reloc, reloc_offset) \
	S(drm_msm_gem_submit_cmd) F(drm_msm_gem_submit_cmd, type) \
	F(drm_msm_gem_submit_cmd, submit_idx) \
	F(drm_msm_gem_submit_cmd, submit_offset) \
	F(drm_msm_gem_submit_cmd, size) F(drm_msm_gem_submit_cmd, pad) \
	F(drm_msm_gem_submit_cmd, nr_relocs) \
	F(drm_msm_gem_submit_cmd, relocs) \
	S(drm_msm_gem_submit_bo) F(drm_msm_gem_submit_bo, flags) \
	F(drm_msm_gem_submit_bo, handle) F(drm_msm_gem_submit_bo, presumed) \
	S(drm_msm_gem_submit_syncobj) \
	F(drm_msm_gem_submit_syncobj, handle) \
	F(drm_msm_gem_submit_syncobj, flags) \
	F(drm_msm_gem_submit_syncobj, point) \
	S(drm_msm_gem_submit) F(drm_msm_gem_submit, flags) \
	F(drm_msm_gem_submit, fence) F(drm_msm_gem_submit, nr_bos) \
	F(drm_msm_gem_submit, nr_cmds) F(drm_msm_gem_submit, bos) \
	F(drm_msm_gem_submit, cmds) F(drm_msm_gem_submit, fence_fd) \
	F(drm_msm_gem_submit, queueid) F(drm_msm_gem_submit, in_syncobjs) \
	F(drm_msm_gem_submit, out_syncobjs) \
	F(drm_msm_gem_submit, nr_in_syncobjs) \
	F(drm_msm_gem_submit, nr_out_syncobjs) \
	F(drm_msm_gem_submit, syncobj_stride) F(drm_msm_gem_submit, pad) \
	S(drm_msm_wait_fence) F(drm_msm_wait_fence, fence) \
	F(drm_msm_wait_fence, pad) F(drm_msm_wait_fence, timeout) \
	F(drm_msm_wait_fence, queueid) \
	S(drm_msm_gem_madvise) F(drm_msm_gem_madvise, handle) \
	F(drm_msm_gem_madvise, madv) F(drm_msm_gem_madvise, retained) \
	S(drm_msm_submitqueue) F(drm_msm_submitqueue, flags) \
	F(drm_msm_submitqueue, prio) F(drm_msm_submitqueue, id) \
	S(drm_msm_submitqueue_query) F(drm_msm_submitqueue_query, data) \
	F(drm_msm_submitqueue_query, id) F(drm_msm_submitqueue_query, param) \
	F(drm_msm_submitqueue_query, len) F(drm_msm_submitqueue_query, pad)

/* Values present in the 6.1 reference header */
#define ABI_VALUES(V) \
	V(MSM_PIPE_NONE) V(MSM_PIPE_2D0) V(MSM_PIPE_2D1) V(MSM_PIPE_3D0) \
	V(MSM_PIPE_ID_MASK) \
	V(MSM_PARAM_GPU_ID) V(MSM_PARAM_GMEM_SIZE) V(MSM_PARAM_CHIP_ID) \
	V(MSM_PARAM_MAX_FREQ) V(MSM_PARAM_TIMESTAMP) V(MSM_PARAM_GMEM_BASE) \
	V(MSM_PARAM_PRIORITIES) V(MSM_PARAM_PP_PGTABLE) V(MSM_PARAM_FAULTS) \
	V(MSM_PARAM_SUSPENDS) V(MSM_PARAM_SYSPROF) V(MSM_PARAM_COMM) \
	V(MSM_PARAM_CMDLINE) V(MSM_PARAM_VA_START) V(MSM_PARAM_VA_SIZE) \
	V(MSM_PARAM_NR_RINGS) \
	V(MSM_BO_SCANOUT) V(MSM_BO_GPU_READONLY) V(MSM_BO_CACHE_MASK) \
	V(MSM_BO_CACHED) V(MSM_BO_WC) V(MSM_BO_UNCACHED) \
	V(MSM_BO_CACHED_COHERENT) V(MSM_BO_FLAGS) \
	V(MSM_INFO_GET_OFFSET) V(MSM_INFO_GET_IOVA) V(MSM_INFO_SET_NAME) \
	V(MSM_INFO_GET_NAME) V(MSM_INFO_SET_IOVA) \
	V(MSM_PREP_READ) V(MSM_PREP_WRITE) V(MSM_PREP_NOSYNC) \
	V(MSM_PREP_FLAGS) \
	V(MSM_SUBMIT_CMD_BUF) V(MSM_SUBMIT_CMD_IB_TARGET_BUF) \
	V(MSM_SUBMIT_CMD_CTX_RESTORE_BUF) \
	V(MSM_SUBMIT_BO_READ) V(MSM_SUBMIT_BO_WRITE) V(MSM_SUBMIT_BO_DUMP) \
	V(MSM_SUBMIT_NO_IMPLICIT) V(MSM_SUBMIT_FENCE_FD_IN) \
	V(MSM_SUBMIT_FENCE_FD_OUT) V(MSM_SUBMIT_SUDO) \
	V(MSM_SUBMIT_SYNCOBJ_IN) V(MSM_SUBMIT_SYNCOBJ_OUT) \
	V(MSM_SUBMIT_FENCE_SN_IN) V(MSM_SUBMIT_FLAGS) \
	V(MSM_SUBMIT_SYNCOBJ_RESET) V(MSM_SUBMIT_SYNCOBJ_FLAGS) \
	V(MSM_MADV_WILLNEED) V(MSM_MADV_DONTNEED) V(__MSM_MADV_PURGED) \
	V(MSM_SUBMITQUEUE_FLAGS) V(MSM_SUBMITQUEUE_PARAM_FAULTS) \
	V(DRM_MSM_GET_PARAM) V(DRM_MSM_SET_PARAM) V(DRM_MSM_GEM_NEW) \
	V(DRM_MSM_GEM_INFO) V(DRM_MSM_GEM_CPU_PREP) V(DRM_MSM_GEM_CPU_FINI) \
	V(DRM_MSM_GEM_SUBMIT) V(DRM_MSM_WAIT_FENCE) V(DRM_MSM_GEM_MADVISE) \
	V(DRM_MSM_SUBMITQUEUE_NEW) V(DRM_MSM_SUBMITQUEUE_CLOSE) \
	V(DRM_MSM_SUBMITQUEUE_QUERY) \
	V(DRM_IOCTL_MSM_GET_PARAM) V(DRM_IOCTL_MSM_SET_PARAM) \
	V(DRM_IOCTL_MSM_GEM_NEW) V(DRM_IOCTL_MSM_GEM_INFO) \
	V(DRM_IOCTL_MSM_GEM_CPU_PREP) V(DRM_IOCTL_MSM_GEM_CPU_FINI) \
	V(DRM_IOCTL_MSM_GEM_SUBMIT) V(DRM_IOCTL_MSM_WAIT_FENCE) \
	V(DRM_IOCTL_MSM_GEM_MADVISE) V(DRM_IOCTL_MSM_SUBMITQUEUE_NEW) \
	V(DRM_IOCTL_MSM_SUBMITQUEUE_CLOSE) V(DRM_IOCTL_MSM_SUBMITQUEUE_QUERY)

struct abi_entry {
	const char *name;
	unsigned long long value;	/* offset, size or #define value */
};
