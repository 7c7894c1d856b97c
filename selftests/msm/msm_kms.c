// SPDX-License-Identifier: GPL-2.0-only
/*
 * KMS on the vgpu's virtual MDP5: the card's resources and the monitor's
 * EDID, dumb buffers, framebuffers and the errnos of bad ones, atomic
 * commits (TEST_ONLY and real), an overlay blended above the primary and
 * a cursor, page flips with events and out-fences, hotplug, and every
 * frame the display scans out (debugfs vdisplay0_frame) checked against
 * what was drawn, byte for byte.
 */
#include <poll.h>

#include "msm_cs.h"
#include "msm_debugfs.h"
#include "drm_fourcc.h"
#include "drm_mode.h"

/* The "type" property's values (the kernel's enum drm_plane_type) */
enum { PLANE_OVERLAY, PLANE_PRIMARY, PLANE_CURSOR };

#define W		1024
#define H		768

struct props {
	uint32_t crtc_id, mode_id, active, out_fence;
	uint32_t conn_crtc_id;
	uint32_t fb_id, plane_crtc, src_x, src_y, src_w, src_h;
	uint32_t crtc_x, crtc_y, crtc_w, crtc_h, zpos, alpha, rotation;
	uint32_t in_fence;
};

struct kms {
	int fd;
	uint32_t crtc, conn, primary, overlay, cursor;
	/* A second monitor's, with vdisplay=2; crtc2 0 without */
	uint32_t crtc2, conn2, primary2;
	uint32_t overlay2;		/* an overlay the test leaves unused */
	struct drm_mode_modeinfo mode;
	struct props p;
};

struct dumb {
	uint32_t handle, pitch, fb, w, h;
	uint64_t size;
	uint8_t *map;
};

/* The id of the property called name on an object, or 0 */
static uint32_t prop_id(int fd, uint32_t obj, uint32_t type, const char *name)
{
	uint32_t ids[64];
	uint64_t vals[64];
	struct drm_mode_obj_get_properties op = {
		.obj_id = obj, .obj_type = type,
		.props_ptr = (uintptr_t)ids, .prop_values_ptr = (uintptr_t)vals,
		.count_props = 64,
	};
	uint32_t i;

	if (msm_ioctl(fd, DRM_IOCTL_MODE_OBJ_GETPROPERTIES, &op))
		return 0;
	for (i = 0; i < op.count_props && i < 64; i++) {
		struct drm_mode_get_property gp = { .prop_id = ids[i] };

		if (!msm_ioctl(fd, DRM_IOCTL_MODE_GETPROPERTY, &gp) &&
		    !strcmp(gp.name, name))
			return ids[i];
	}
	return 0;
}

/* An atomic request: up to 40 object/property/value triples */
struct req {
	uint32_t objs[40], counts[40], props[40];
	uint64_t vals[40];
	int nobj, nprop;
};

static void req_add(struct req *r, uint32_t obj, uint32_t prop, uint64_t val)
{
	if (!r->nobj || r->objs[r->nobj - 1] != obj) {
		r->objs[r->nobj] = obj;
		r->counts[r->nobj++] = 0;
	}
	r->counts[r->nobj - 1]++;
	r->props[r->nprop] = prop;
	r->vals[r->nprop++] = val;
}

static int req_commit(int fd, struct req *r, uint32_t flags)
{
	struct drm_mode_atomic a = {
		.flags = flags, .count_objs = r->nobj,
		.objs_ptr = (uintptr_t)r->objs,
		.count_props_ptr = (uintptr_t)r->counts,
		.props_ptr = (uintptr_t)r->props,
		.prop_values_ptr = (uintptr_t)r->vals,
	};

	return msm_ioctl(fd, DRM_IOCTL_MODE_ATOMIC, &a);
}

/* A plane showing fb's whole w x h at (x, y), unscaled */
static void req_plane(struct kms *k, struct req *r, uint32_t plane,
		      const struct dumb *d, int x, int y)
{
	req_add(r, plane, k->p.fb_id, d ? d->fb : 0);
	req_add(r, plane, k->p.plane_crtc, d ? k->crtc : 0);
	if (!d)
		return;
	req_add(r, plane, k->p.src_x, 0);
	req_add(r, plane, k->p.src_y, 0);
	req_add(r, plane, k->p.src_w, (uint64_t)d->w << 16);
	req_add(r, plane, k->p.src_h, (uint64_t)d->h << 16);
	req_add(r, plane, k->p.crtc_x, (uint64_t)(int64_t)x);
	req_add(r, plane, k->p.crtc_y, (uint64_t)(int64_t)y);
	req_add(r, plane, k->p.crtc_w, d->w);
	req_add(r, plane, k->p.crtc_h, d->h);
}

static int dumb_new(int fd, uint32_t w, uint32_t h, uint32_t format,
		    struct dumb *d)
{
	struct drm_mode_create_dumb c = { .width = w, .height = h, .bpp = 32 };
	struct drm_mode_map_dumb m = { 0 };
	struct drm_mode_fb_cmd2 f = { .width = w, .height = h,
				      .pixel_format = format };
	int err = msm_ioctl(fd, DRM_IOCTL_MODE_CREATE_DUMB, &c);

	if (err)
		return err;
	d->handle = c.handle;
	d->pitch = c.pitch;
	d->size = c.size;
	d->w = w;
	d->h = h;
	m.handle = c.handle;
	err = msm_ioctl(fd, DRM_IOCTL_MODE_MAP_DUMB, &m);
	if (err)
		return err;
	d->map = mmap(NULL, d->size, PROT_READ | PROT_WRITE, MAP_SHARED, fd,
		      m.offset);
	if (d->map == MAP_FAILED)
		return errno;
	f.handles[0] = d->handle;
	f.pitches[0] = d->pitch;
	return msm_ioctl(fd, DRM_IOCTL_MODE_ADDFB2, &f) ?: (d->fb = f.fb_id, 0);
}

static uint32_t *px(const struct dumb *d, uint32_t x, uint32_t y)
{
	return (uint32_t *)(d->map + (size_t)y * d->pitch) + x;
}

/* A pattern no two frames of the test share: seed picks it */
static void fill(struct dumb *d, uint32_t seed, uint32_t alpha)
{
	uint32_t x, y;

	for (y = 0; y < d->h; y++)
		for (x = 0; x < d->w; x++)
			*px(d, x, y) = alpha << 24 |
				       ((x * 7 + seed) & 0xff) << 16 |
				       ((y * 3 + seed * 5) & 0xff) << 8 |
				       ((x ^ y ^ seed) & 0xff);
}

/* The frame the display shows now: RGB bytes, w and h */
static uint8_t *capture_out(int out, int *w, int *h)
{
	char path[256], head[32];
	static uint8_t *buf;
	size_t size = 64 + (size_t)W * H * 3;
	ssize_t n = 0, r;
	int f, off;

	snprintf(path, sizeof(path), "%s/vdisplay%d_frame", msm_debugfs_dir(),
		 out);
	f = open(path, O_RDONLY);
	if (f < 0)
		return NULL;
	if (!buf)
		buf = malloc(size);
	while ((r = read(f, buf + n, size - n)) > 0)
		n += r;
	close(f);
	memcpy(head, buf, sizeof(head) - 1);
	head[sizeof(head) - 1] = 0;
	if (sscanf(head, "P6 %d %d 255%n", w, h, &off) != 2 ||
	    n != off + 1 + (ssize_t)*w * *h * 3)
		return NULL;
	return buf + off + 1;
}

/* The frame of the first monitor */
static uint8_t *capture(int *w, int *h)
{
	return capture_out(0, w, h);
}

static uint8_t mix(uint32_t fg, uint32_t fa, uint32_t bg, uint32_t ba)
{
	uint32_t v = (fg * fa + bg * ba + 127) / 255;

	return v > 255 ? 255 : v;
}

/*
 * What the display must show: the primary, the overlay (premultiplied
 * alpha) at (ox, oy), and the cursor (straight alpha) at (cx, cy)
 */
struct scene {
	const struct dumb *primary, *overlay, *cursor;
	int ox, oy, cx, cy;
};

static void expect_px(const struct scene *s, int x, int y, uint8_t *rgb)
{
	uint32_t p = *px(s->primary, x, y), i;

	for (i = 0; i < 3; i++)
		rgb[i] = p >> (16 - 8 * i);
	if (s->overlay && x >= s->ox && x < s->ox + (int)s->overlay->w &&
	    y >= s->oy && y < s->oy + (int)s->overlay->h) {
		p = *px(s->overlay, x - s->ox, y - s->oy);
		for (i = 0; i < 3; i++)
			rgb[i] = mix((p >> (16 - 8 * i)) & 0xff, 255, rgb[i],
				     255 - (p >> 24));
	}
	if (s->cursor && x >= s->cx && x < s->cx + (int)s->cursor->w &&
	    y >= s->cy && y < s->cy + (int)s->cursor->h) {
		p = *px(s->cursor, x - s->cx, y - s->cy);
		for (i = 0; i < 3; i++)
			rgb[i] = mix((p >> (16 - 8 * i)) & 0xff, p >> 24,
				     rgb[i], 255 - (p >> 24));
	}
}

/* The captured frame is the scene's, byte for byte: mismatches or -1 */
static long check_frame_out(int out, const struct scene *s)
{
	int w, h, x, y;
	uint8_t *f = capture_out(out, &w, &h), want[3];
	long bad = 0;

	if (!f || w != W || h != H)
		return -1;
	for (y = 0; y < H; y++)
		for (x = 0; x < W; x++, f += 3) {
			expect_px(s, x, y, want);
			if (memcmp(f, want, 3) && !bad++)
				printf("# first mismatch at %d,%d: %02x%02x%02x, want %02x%02x%02x\n",
				       x, y, f[0], f[1], f[2], want[0],
				       want[1], want[2]);
		}
	return bad;
}

/* The first monitor's frame against the scene */
static long check_frame(const struct scene *s)
{
	return check_frame_out(0, s);
}

static int find_objects(struct kms *k)
{
	uint32_t crtcs[4], conns[4], encs[4], planes[16], i;
	struct drm_mode_card_res res = {
		.crtc_id_ptr = (uintptr_t)crtcs, .count_crtcs = 4,
		.connector_id_ptr = (uintptr_t)conns, .count_connectors = 4,
		.encoder_id_ptr = (uintptr_t)encs, .count_encoders = 4,
	};
	struct drm_mode_get_plane_res pres = {
		.plane_id_ptr = (uintptr_t)planes, .count_planes = 16,
	};

	if (msm_ioctl(k->fd, DRM_IOCTL_MODE_GETRESOURCES, &res) ||
	    !res.count_crtcs || !res.count_connectors ||
	    msm_ioctl(k->fd, DRM_IOCTL_MODE_GETPLANERESOURCES, &pres))
		return -1;
	k->crtc = crtcs[0];
	k->conn = conns[0];
	if (res.count_crtcs > 1 && res.count_connectors > 1) {
		k->crtc2 = crtcs[1];
		k->conn2 = conns[1];
	}
	for (i = 0; i < pres.count_planes && i < 16; i++) {
		uint32_t type = prop_id(k->fd, planes[i], DRM_MODE_OBJECT_PLANE,
					"type");
		struct drm_mode_get_property gp = { .prop_id = type };
		uint64_t vals[64];
		uint32_t ids[64];
		struct drm_mode_obj_get_properties op = {
			.obj_id = planes[i], .obj_type = DRM_MODE_OBJECT_PLANE,
			.props_ptr = (uintptr_t)ids,
			.prop_values_ptr = (uintptr_t)vals, .count_props = 64,
		};
		uint32_t j;

		msm_ioctl(k->fd, DRM_IOCTL_MODE_GETPROPERTY, &gp);
		msm_ioctl(k->fd, DRM_IOCTL_MODE_OBJ_GETPROPERTIES, &op);
		for (j = 0; j < op.count_props; j++) {
			if (ids[j] != type)
				continue;
			if (vals[j] == PLANE_PRIMARY && k->primary &&
			    !k->primary2)
				k->primary2 = planes[i];
			else if (vals[j] == PLANE_PRIMARY && !k->primary)
				k->primary = planes[i];
			else if (vals[j] == PLANE_CURSOR && !k->cursor)
				k->cursor = planes[i];
			else if (vals[j] == PLANE_OVERLAY && k->overlay &&
				 !k->overlay2)
				k->overlay2 = planes[i];
			else if (vals[j] == PLANE_OVERLAY &&
				 !k->overlay)
				k->overlay = planes[i];
		}
	}
	return k->primary && k->overlay && k->cursor ? 0 : -1;
}

static void find_props(struct kms *k)
{
	struct props *p = &k->p;
	int fd = k->fd;

	p->mode_id = prop_id(fd, k->crtc, DRM_MODE_OBJECT_CRTC, "MODE_ID");
	p->active = prop_id(fd, k->crtc, DRM_MODE_OBJECT_CRTC, "ACTIVE");
	p->out_fence = prop_id(fd, k->crtc, DRM_MODE_OBJECT_CRTC,
			       "OUT_FENCE_PTR");
	p->conn_crtc_id = prop_id(fd, k->conn, DRM_MODE_OBJECT_CONNECTOR,
				  "CRTC_ID");
#define PLANE_PROP(f, name) \
	p->f = prop_id(fd, k->primary, DRM_MODE_OBJECT_PLANE, name)
	PLANE_PROP(fb_id, "FB_ID");
	PLANE_PROP(plane_crtc, "CRTC_ID");
	PLANE_PROP(src_x, "SRC_X");
	PLANE_PROP(src_y, "SRC_Y");
	PLANE_PROP(src_w, "SRC_W");
	PLANE_PROP(src_h, "SRC_H");
	PLANE_PROP(crtc_x, "CRTC_X");
	PLANE_PROP(crtc_y, "CRTC_Y");
	PLANE_PROP(crtc_w, "CRTC_W");
	PLANE_PROP(crtc_h, "CRTC_H");
	PLANE_PROP(zpos, "zpos");
	PLANE_PROP(alpha, "alpha");
	PLANE_PROP(rotation, "rotation");
	PLANE_PROP(in_fence, "IN_FENCE_FD");
#undef PLANE_PROP
}

/* The connector's modes include w x h at 60 Hz: that one in *mode */
static int find_mode(struct kms *k, int w, int h,
		     struct drm_mode_modeinfo *mode, int *connected)
{
	struct drm_mode_modeinfo modes[64];
	struct drm_mode_get_connector c = { .connector_id = k->conn };
	uint32_t i;

	/* Without room for modes, the connector is probed again */
	if (msm_ioctl(k->fd, DRM_IOCTL_MODE_GETCONNECTOR, &c))
		return -1;
	memset(&c, 0, sizeof(c));
	c.connector_id = k->conn;
	c.modes_ptr = (uintptr_t)modes;
	c.count_modes = 64;
	if (msm_ioctl(k->fd, DRM_IOCTL_MODE_GETCONNECTOR, &c))
		return -1;
	*connected = c.connection == 1;
	for (i = 0; i < c.count_modes && i < 64; i++)
		if (modes[i].hdisplay == w && modes[i].vdisplay == h &&
		    modes[i].vrefresh == 60) {
			*mode = modes[i];
			return 0;
		}
	return -1;
}

static int wait_event(int fd, int ms)
{
	struct pollfd p = { .fd = fd, .events = POLLIN };
	char buf[256];

	if (poll(&p, 1, ms) != 1)
		return -1;
	return read(fd, buf, sizeof(buf)) >= (ssize_t)sizeof(struct drm_event) ? 0 : -1;
}

static int write_file(const char *name, const char *text)
{
	char path[256];
	int f, ok;

	snprintf(path, sizeof(path), "%s/%s", msm_debugfs_dir(), name);
	f = open(path, O_WRONLY);
	if (f < 0)
		return -1;
	ok = write(f, text, strlen(text)) == (ssize_t)strlen(text);
	close(f);
	return ok ? 0 : -1;
}

static void test_resources(struct kms *k)
{
	struct drm_mode_modeinfo big;
	int connected = 0;
	uint32_t edid = prop_id(k->fd, k->conn, DRM_MODE_OBJECT_CONNECTOR,
				"EDID");

	tap_ok(!find_mode(k, 1920, 1080, &big, &connected) &&
	       !find_mode(k, W, H, &k->mode, &connected) && connected &&
	       edid, "the monitor is connected, has an EDID, and offers 1024x768@60 and 1920x1080@60");
}

static void test_dumb(struct kms *k)
{
	struct drm_mode_create_dumb c = { .width = 1000, .height = 10,
					  .bpp = 32 };
	struct drm_mode_create_dumb zero = { .width = 0, .height = 10,
					     .bpp = 32 };

	int err = msm_ioctl(k->fd, DRM_IOCTL_MODE_CREATE_DUMB, &c);

	tap_ok(!err && c.pitch == 1024 * 4 && c.size == 40960 &&
	       msm_ioctl(k->fd, DRM_IOCTL_MODE_CREATE_DUMB, &zero) == EINVAL,
	       "dumb buffers: rows of 32-pixel multiples (pitch %u), width 0 is EINVAL",
	       c.pitch);
}

static void test_bad_fbs(struct kms *k, const struct dumb *d)
{
	struct drm_mode_fb_cmd2 f = { .width = W, .height = H,
				      .pixel_format = DRM_FORMAT_XRGB8888,
				      .handles = { d->handle },
				      .pitches = { d->pitch } };
	struct drm_mode_fb_cmd2 bad = f;
	int e_fmt, e_pitch, e_off, e_handle, e_size, e_mod, e_linear;

	bad.pixel_format = 0x20202020;
	e_fmt = msm_ioctl(k->fd, DRM_IOCTL_MODE_ADDFB2, &bad);
	bad = f;
	bad.pitches[0] = W * 4 - 4;
	e_pitch = msm_ioctl(k->fd, DRM_IOCTL_MODE_ADDFB2, &bad);
	bad = f;
	bad.offsets[0] = d->size;
	e_off = msm_ioctl(k->fd, DRM_IOCTL_MODE_ADDFB2, &bad);
	bad = f;
	bad.height = H * 2;
	e_size = msm_ioctl(k->fd, DRM_IOCTL_MODE_ADDFB2, &bad);
	bad = f;
	bad.handles[0] = 0xdead;
	e_handle = msm_ioctl(k->fd, DRM_IOCTL_MODE_ADDFB2, &bad);
	bad = f;
	bad.flags = DRM_MODE_FB_MODIFIERS;
	bad.modifier[0] = DRM_FORMAT_MOD_INVALID;
	e_mod = msm_ioctl(k->fd, DRM_IOCTL_MODE_ADDFB2, &bad);
	bad.modifier[0] = DRM_FORMAT_MOD_LINEAR;
	e_linear = msm_ioctl(k->fd, DRM_IOCTL_MODE_ADDFB2, &bad);
	tap_ok(e_fmt == EINVAL && e_pitch == EINVAL && e_off == EINVAL &&
	       e_size == EINVAL && e_handle == ENXIO && e_mod == EINVAL &&
	       !e_linear,
	       "bad framebuffers: format %d, pitch %d, offset %d, size %d, handle %d, a modifier no plane takes %d (linear: %d)",
	       e_fmt, e_pitch, e_off, e_size, e_handle, e_mod, e_linear);
}

static int modeset(struct kms *k, const struct dumb *d, uint32_t flags)
{
	struct drm_mode_create_blob b = { .data = (uintptr_t)&k->mode,
					  .length = sizeof(k->mode) };
	struct req r = { 0 };

	if (msm_ioctl(k->fd, DRM_IOCTL_MODE_CREATEPROPBLOB, &b))
		return errno;
	req_add(&r, k->conn, k->p.conn_crtc_id, k->crtc);
	req_add(&r, k->crtc, k->p.mode_id, b.blob_id);
	req_add(&r, k->crtc, k->p.active, 1);
	req_plane(k, &r, k->primary, d, 0, 0);
	return req_commit(k->fd, &r, flags | DRM_MODE_ATOMIC_ALLOW_MODESET);
}

/*
 * A GPU job held at a gate (CP_WAIT_REG_MEM on gate's first dword), then
 * writing value into dst's first pixel: its fence as a sync_file, or -1
 */
static int gated_write(int fd, struct msm_bo *cmd, struct msm_bo *gate,
		       uint32_t dst_handle, uint64_t dst_iova, uint32_t value)
{
	struct msm_submit_req req;
	struct msm_cs cs;

	gate->map[0] = 0;
	cs_begin(&cs, cmd, 0);
	cs_wait_mem_eq(&cs, gate->iova, 1);
	cs_mem_write(&cs, dst_iova, value);
	msm_submit_init(&req, &cs, 0);
	msm_submit_add(&req, gate, MSM_SUBMIT_BO_READ);
	req.bos[2].handle = dst_handle;
	req.bos[2].flags = MSM_SUBMIT_BO_WRITE;
	req.bos[2].presumed = dst_iova;
	req.args.nr_bos = 3;
	req.args.flags |= MSM_SUBMIT_FENCE_FD_OUT;
	return msm_submit(fd, &req) ? -1 : req.args.fence_fd;
}

/* No event for ms, and the frame still the scene's */
static int still(struct kms *k, const struct scene *s, int ms)
{
	return wait_event(k->fd, ms) && check_frame(s) == 0;
}

/*
 * A flip to b waits for a GPU job: given as IN_FENCE_FD (explicit), or
 * writing into b, found in b's reservation (implicit, no fence given)
 */
static void test_fenced_flip(struct kms *k, struct scene *s, struct dumb *b,
			     int explicit)
{
	struct msm_bo cmd, gate, scratch;
	uint64_t iova = 0;
	int fence, held, err;
	struct req r = { 0 };

	if (msm_bo_create(k->fd, 4096, &cmd) ||
	    msm_bo_create(k->fd, 4096, &gate) ||
	    msm_bo_create(k->fd, 4096, &scratch) ||
	    msm_bo_info(k->fd, b->handle, MSM_INFO_GET_IOVA, &iova))
		tap_bail("GPU buffers");
	/* Explicit: the job writes elsewhere, only its fence holds the flip */
	if (explicit)
		fence = gated_write(k->fd, &cmd, &gate, scratch.handle,
				    scratch.iova, 0x00abcdef);
	else
		fence = gated_write(k->fd, &cmd, &gate, b->handle, iova,
				    0x00abcdef);
	req_add(&r, k->primary, k->p.fb_id, b->fb);
	if (explicit)
		req_add(&r, k->primary, k->p.in_fence, fence);
	err = req_commit(k->fd, &r, DRM_MODE_ATOMIC_NONBLOCK |
			 DRM_MODE_PAGE_FLIP_EVENT);
	held = still(k, s, 300);
	gate.map[0] = 1;		/* the GPU goes on, then the flip */
	if (!explicit)
		*px(b, 0, 0) = 0x00abcdef;	/* what the GPU writes */
	s->primary = b;
	if (fence < 0 || err || !held)
		printf("# fence %d, commit %d, held %d\n", fence, err, held);
	tap_ok(fence >= 0 && !err && held && !wait_event(k->fd, 3000) &&
	       check_frame(s) == 0,
	       "a flip waits for a GPU job %s",
	       explicit ? "given as its IN_FENCE_FD" :
	       "writing into its buffer (implicit sync)");
	close(fence);
	msm_bo_destroy(k->fd, &cmd);
	msm_bo_destroy(k->fd, &gate);
	msm_bo_destroy(k->fd, &scratch);
}

/* Vblank counters advance at the mode's rate; sequence events come */
static void test_vblank(struct kms *k)
{
	struct drm_crtc_get_sequence a = { .crtc_id = k->crtc }, b = a;
	struct drm_crtc_queue_sequence q = {
		.crtc_id = k->crtc, .flags = DRM_CRTC_SEQUENCE_RELATIVE,
		.sequence = 3, .user_data = 42,
	};
	union drm_wait_vblank wv = {
		.request = { .type = _DRM_VBLANK_RELATIVE, .sequence = 1 },
	};
	struct pollfd p = { .fd = k->fd, .events = POLLIN };
	struct drm_event_crtc_sequence ev = { 0 };
	int err_a, err_b, err_w, err_q, got = 0;
	long long frames;

	err_a = msm_ioctl(k->fd, DRM_IOCTL_CRTC_GET_SEQUENCE, &a);
	usleep(200000);
	err_b = msm_ioctl(k->fd, DRM_IOCTL_CRTC_GET_SEQUENCE, &b);
	err_w = msm_ioctl(k->fd, DRM_IOCTL_WAIT_VBLANK, &wv);
	err_q = msm_ioctl(k->fd, DRM_IOCTL_CRTC_QUEUE_SEQUENCE, &q);
	if (!err_q && poll(&p, 1, 2000) == 1 &&
	    read(k->fd, &ev, sizeof(ev)) == sizeof(ev))
		got = ev.base.type == DRM_EVENT_CRTC_SEQUENCE &&
		      ev.user_data == 42 && ev.sequence == q.sequence;
	frames = (long long)(b.sequence - a.sequence);
	printf("# %lld vblanks in %lld ms\n", frames,
	       (long long)(b.sequence_ns - a.sequence_ns) / 1000000);
	tap_ok(!err_a && !err_b && !err_w && got && frames >= 3 &&
	       frames <= 20 && b.sequence_ns > a.sequence_ns,
	       "CRTC_GET_SEQUENCE counts vblanks at about 60 Hz, WAIT_VBLANK and QUEUE_SEQUENCE's event come");
}

/*
 * An NV12 overlay: BT.601 limited range, converted by the VIG pipe; each
 * pixel within 2 of the conversion in floating point.  Mismatches, or -1
 */
static long test_nv12(struct kms *k)
{
	struct drm_mode_create_dumb c = { .width = 256, .height = 192,
					  .bpp = 8 };
	struct drm_mode_map_dumb m = { 0 };
	struct drm_mode_fb_cmd2 f = { .width = 256, .height = 128,
				      .pixel_format = DRM_FORMAT_NV12 };
	struct dumb d = { .w = 256, .h = 128 };
	struct req r = { 0 };
	long bad = 0;
	uint8_t *map, *frame;
	int x, y, w, h, i;

	if (msm_ioctl(k->fd, DRM_IOCTL_MODE_CREATE_DUMB, &c))
		return -1;
	m.handle = c.handle;
	if (msm_ioctl(k->fd, DRM_IOCTL_MODE_MAP_DUMB, &m))
		return -1;
	map = mmap(NULL, c.size, PROT_READ | PROT_WRITE, MAP_SHARED, k->fd,
		   m.offset);
	if (map == MAP_FAILED)
		return -1;
	for (y = 0; y < 128; y++)
		for (x = 0; x < 256; x++)
			map[y * c.pitch + x] = 16 + (x * 219 / 255);
	for (y = 0; y < 64; y++)
		for (x = 0; x < 128; x++) {
			map[(128 + y) * c.pitch + 2 * x] = 16 + y * 3;
			map[(128 + y) * c.pitch + 2 * x + 1] = 240 - x;
		}
	f.handles[0] = f.handles[1] = c.handle;
	f.pitches[0] = f.pitches[1] = c.pitch;
	f.offsets[1] = 128 * c.pitch;
	if (msm_ioctl(k->fd, DRM_IOCTL_MODE_ADDFB2, &f))
		return -1;
	d.fb = f.fb_id;
	req_plane(k, &r, k->overlay, &d, 600, 200);
	if (req_commit(k->fd, &r, 0))
		return -1;
	frame = capture(&w, &h);
	if (!frame || w != W || h != H)
		return -1;
	for (y = 0; y < 128; y++)
		for (x = 0; x < 256; x++) {
			double Y = map[y * c.pitch + x] - 16;
			double cb = map[(128 + y / 2) * c.pitch + x / 2 * 2] - 128.0;
			double cr = map[(128 + y / 2) * c.pitch + x / 2 * 2 + 1] - 128.0;
			double want[3] = {
				1.164 * Y + 1.596 * cr,
				1.164 * Y - 0.392 * cb - 0.813 * cr,
				1.164 * Y + 2.017 * cb,
			};
			uint8_t *got = frame + 3 * ((200 + y) * W + 600 + x);

			for (i = 0; i < 3; i++) {
				double v = want[i] < 0 ? 0 : want[i] > 255 ?
					   255 : want[i];

				if ((got[i] < v - 2 || got[i] > v + 2) &&
				    !bad++)
					printf("# NV12 at %d,%d: %u %u %u, want %.1f %.1f %.1f\n",
					       x, y, got[0], got[1], got[2],
					       want[0], want[1], want[2]);
			}
		}
	return bad;
}

/*
 * The kernel console on the display (fbdev emulation, fbcon): text
 * written to its VT shows in the frame.  The bright pixels of the rows
 * it wrote, or -1.
 */
static long test_fbcon(void)
{
	static const char text[] = "\033[H\033[2J"
		"################ msm fbcon ################\n";
	int tty = open("/dev/tty1", O_WRONLY | O_NOCTTY), w, h, i;
	long bright = 0;
	uint8_t *f;

	if (tty < 0)
		return -1;
	for (i = 0; i < 4; i++)
		if (write(tty, text, sizeof(text) - 1) < 0)
			break;
	close(tty);
	usleep(300000);		/* fbdev's deferred flush */
	f = capture(&w, &h);
	if (!f || w != W || h != H)
		return -1;
	for (i = 0; i < W * 64 * 3; i++)
		bright += f[i] > 0x80;
	return bright;
}

/*
 * With vdisplay=2, the second monitor (INTF0's eDP panel) on the second
 * CRTC: its own frame while the first shows its own.  Mismatched pixels
 * of both, or -1.
 */
static long test_second(struct kms *k, const struct dumb *second,
			const struct scene *first)
{
	const struct scene own = { .primary = second };
	struct kms k2 = *k;
	long bad0, bad1;
	int connected;
	struct req r = { 0 };

	k2.crtc = k->crtc2;
	k2.conn = k->conn2;
	k2.primary = k->primary2;
	if (find_mode(&k2, W, H, &k2.mode, &connected) || !connected ||
	    modeset(&k2, second, 0))
		return -1;
	bad1 = check_frame_out(1, &own);
	bad0 = check_frame(first);
	req_add(&r, k2.conn, k->p.conn_crtc_id, 0);
	req_add(&r, k2.crtc, k->p.mode_id, 0);
	req_add(&r, k2.crtc, k->p.active, 0);
	req_plane(&k2, &r, k2.primary, NULL, 0, 0);
	if (req_commit(k->fd, &r, DRM_MODE_ATOMIC_ALLOW_MODESET) || bad0 < 0 ||
	    bad1 < 0)
		return -1;
	return bad0 + bad1;
}

int main(void)
{
	struct dumb a, b, ov, cur;
	struct kms k = { 0 };
	struct scene s = { 0 };
	struct req r;
	int32_t fence = -1;
	int err;

	k.fd = msm_open_node("card");
	if (k.fd < 0)
		tap_bail("no msm card node");
	if (msm_ioctl(k.fd, DRM_IOCTL_SET_CLIENT_CAP,
		      &(struct drm_set_client_cap){ DRM_CLIENT_CAP_UNIVERSAL_PLANES, 1 }) ||
	    msm_ioctl(k.fd, DRM_IOCTL_SET_CLIENT_CAP,
		      &(struct drm_set_client_cap){ DRM_CLIENT_CAP_ATOMIC, 1 }))
		tap_bail("no atomic modesetting");
	err = find_objects(&k);
	tap_plan(k.crtc2 ? 21 : 20);
	{
		long bright = test_fbcon();

		tap_ok(bright > 1000, "the kernel console shows on the display: text written to tty1 is in the frame (%ld bright values)",
		       bright);
	}
	tap_ok(!err, "a CRTC, a connector, and primary, overlay and cursor planes%s",
	       k.crtc2 ? "; a second CRTC and connector" : "");
	find_props(&k);
	test_resources(&k);
	test_dumb(&k);
	if (dumb_new(k.fd, W, H, DRM_FORMAT_XRGB8888, &a) ||
	    dumb_new(k.fd, W, H, DRM_FORMAT_XRGB8888, &b) ||
	    dumb_new(k.fd, 256, 128, DRM_FORMAT_ARGB8888, &ov) ||
	    dumb_new(k.fd, 64, 64, DRM_FORMAT_ARGB8888, &cur))
		tap_bail("dumb framebuffers");
	fill(&a, 1, 0);
	fill(&b, 77, 0);
	test_bad_fbs(&k, &a);

	/* A mode and the primary plane: what was drawn is what shows */
	err = modeset(&k, &a, DRM_MODE_ATOMIC_TEST_ONLY);
	memset(&r, 0, sizeof(r));
	req_plane(&k, &r, k.primary, &a, 0, 0);
	r.vals[r.nprop - 2] = W * 16;	/* CRTC_W: 16x the source */
	tap_ok(!err && req_commit(k.fd, &r, DRM_MODE_ATOMIC_TEST_ONLY) == ERANGE,
	       "a TEST_ONLY modeset is accepted (%d), a TEST_ONLY upscale of 16x is ERANGE",
	       err);
	s.primary = &a;
	err = modeset(&k, &a, 0);
	tap_ok(!err && check_frame(&s) == 0,
	       "modeset 1024x768 with the primary plane: the frame is the buffer, byte for byte (%d)",
	       err);

	/* An overlay, premultiplied alpha, and the cursor above it */
	fill(&ov, 9, 0x80);
	for (int y = 0; y < 128; y++)
		for (int x = 0; x < 256; x++) {
			uint32_t *p = px(&ov, x, y), c = *p, o = 0;

			for (int i = 0; i < 24; i += 8)
				o |= (((c >> i) & 0xff) * 0x80 / 255) << i;
			*p = 0x80u << 24 | o;
		}
	fill(&cur, 200, 0xff);
	for (int y = 0; y < 64; y++)
		for (int x = 0; x < 32; x++)
			*px(&cur, x, y) = (*px(&cur, x, y) & 0xffffff) |
					  (uint32_t)(x * 8) << 24;
	memset(&r, 0, sizeof(r));
	req_plane(&k, &r, k.overlay, &ov, 100, 50);
	req_plane(&k, &r, k.cursor, &cur, 500, 400);
	err = req_commit(k.fd, &r, 0);
	s.overlay = &ov;
	s.ox = 100;
	s.oy = 50;
	s.cursor = &cur;
	s.cx = 500;
	s.cy = 400;
	tap_ok(!err && check_frame(&s) == 0,
	       "an ARGB overlay blended over the primary and a cursor over both, byte for byte (%d)",
	       err);

	/* Moving them: the overlay half off the left edge */
	memset(&r, 0, sizeof(r));
	req_plane(&k, &r, k.overlay, &ov, -128, 300);
	req_plane(&k, &r, k.cursor, &cur, 1000, 740);
	err = req_commit(k.fd, &r, 0);
	s.ox = -128;
	s.oy = 300;
	s.cx = 1000;
	s.cy = 740;
	tap_ok(!err && check_frame(&s) == 0,
	       "the overlay clipped at the left edge, the cursor at the bottom right (%d)",
	       err);

	/* An NV12 overlay instead, then the ARGB one back */
	{
		long bad = test_nv12(&k);

		tap_ok(bad == 0, "an NV12 overlay on a VIG pipe: BT.601 within 2 of floating point (%ld off)",
		       bad);
		memset(&r, 0, sizeof(r));
		req_plane(&k, &r, k.overlay, &ov, s.ox, s.oy);
		if (req_commit(k.fd, &r, 0))
			tap_bail("the ARGB overlay back");
	}

	/* A page flip with an event, then an atomic flip with an out-fence */
	err = msm_ioctl(k.fd, DRM_IOCTL_MODE_PAGE_FLIP,
			&(struct drm_mode_crtc_page_flip){
				.crtc_id = k.crtc, .fb_id = b.fb,
				.flags = DRM_MODE_PAGE_FLIP_EVENT });
	s.primary = &b;
	tap_ok(!err && !wait_event(k.fd, 2000) && check_frame(&s) == 0,
	       "a page flip sends its event, and the new buffer shows (%d)",
	       err);
	memset(&r, 0, sizeof(r));
	req_add(&r, k.crtc, k.p.out_fence, (uintptr_t)&fence);
	req_add(&r, k.primary, k.p.fb_id, a.fb);
	err = req_commit(k.fd, &r, DRM_MODE_ATOMIC_NONBLOCK |
			 DRM_MODE_PAGE_FLIP_EVENT);
	s.primary = &a;
	tap_ok(!err && fence >= 0 &&
	       poll(&(struct pollfd){ .fd = fence, .events = POLLIN }, 1,
		    2000) == 1 && !wait_event(k.fd, 2000) &&
	       check_frame(&s) == 0,
	       "a nonblocking commit's out-fence signals with its event (%d)",
	       err);

	/*
	 * Flips that wait for the GPU, and the vblank counters.  The gated
	 * jobs wait on the CPU longer than hangcheck allows under TCG (a
	 * capture takes a while): hangcheck looks less often meanwhile.
	 */
	msm_debugfs_write("hangcheck_period_ms", "5000");
	test_fenced_flip(&k, &s, &b, 1);
	s.primary = &a;
	memset(&r, 0, sizeof(r));
	req_add(&r, k.primary, k.p.fb_id, a.fb);
	if (req_commit(k.fd, &r, 0))
		tap_bail("flip back");
	test_fenced_flip(&k, &s, &b, 0);
	msm_debugfs_write("hangcheck_period_ms", "500");
	test_vblank(&k);

	if (k.crtc2) {
		long bad = test_second(&k, &a, &s);

		tap_ok(bad == 0, "a second monitor on the second CRTC shows its own buffer, the first its own (%ld off)",
		       bad);
	}

	/* Properties out of range, and more than the hardware takes */
	memset(&r, 0, sizeof(r));
	req_add(&r, k.primary, k.p.alpha, 0x10000);
	err = req_commit(k.fd, &r, DRM_MODE_ATOMIC_TEST_ONLY);
	memset(&r, 0, sizeof(r));
	req_add(&r, k.primary, k.p.rotation, DRM_MODE_ROTATE_90);
	{
		struct drm_syncobj_create sc = {
			.flags = DRM_SYNCOBJ_CREATE_SIGNALED,
		};
		struct drm_syncobj_handle sh = {
			.flags = DRM_SYNCOBJ_HANDLE_TO_FD_FLAGS_EXPORT_SYNC_FILE,
			.fd = -1,
		};
		struct req rf = { 0 };
		int e_rot = req_commit(k.fd, &r, DRM_MODE_ATOMIC_TEST_ONLY);
		int e_fence = -1;

		/* A fence on a plane without a framebuffer */
		if (!msm_ioctl(k.fd, DRM_IOCTL_SYNCOBJ_CREATE, &sc)) {
			sh.handle = sc.handle;
			if (!msm_ioctl(k.fd, DRM_IOCTL_SYNCOBJ_HANDLE_TO_FD,
				       &sh)) {
				req_add(&rf, k.overlay2, k.p.in_fence, sh.fd);
				e_fence = req_commit(k.fd, &rf, 0);
				close(sh.fd);
			}
		}
		tap_ok(err == EINVAL && e_rot == EINVAL && e_fence == EINVAL,
		       "alpha past 0xffff, a 90-degree rotation, an in-fence on a plane without a framebuffer are EINVAL (%d %d %d)",
		       err, e_rot, e_fence);
	}
	memset(&r, 0, sizeof(r));
	req_plane(&k, &r, k.cursor, &ov, 0, 0);
	err = req_commit(k.fd, &r, DRM_MODE_ATOMIC_TEST_ONLY);
	memset(&r, 0, sizeof(r));
	req_plane(&k, &r, k.overlay, &ov, 0, 0);
	r.vals[r.nprop - 2] = 4096;	/* CRTC_W: 16x the source */
	tap_ok(err == EINVAL &&
	       req_commit(k.fd, &r, DRM_MODE_ATOMIC_TEST_ONLY) == ERANGE &&
	       check_frame(&s) == 0,
	       "a cursor past 64x64 is EINVAL, scaling past 8x ERANGE, and the frame is unchanged");

	/* Hotplug: the monitor goes and comes back */
	{
		struct drm_mode_modeinfo m;
		int before = 0, gone = 1, back = 0;

		find_mode(&k, W, H, &m, &before);
		write_file("vdisplay0_connected", "0");
		find_mode(&k, W, H, &m, &gone);
		write_file("vdisplay0_connected", "1");
		find_mode(&k, W, H, &m, &back);
		tap_ok(before && !gone && back,
		       "the monitor unplugged and plugged back, as the connector says");
	}

	/* Off: nothing is scanned out, and a flip there is refused */
	memset(&r, 0, sizeof(r));
	req_add(&r, k.conn, k.p.conn_crtc_id, 0);
	req_add(&r, k.crtc, k.p.mode_id, 0);
	req_add(&r, k.crtc, k.p.active, 0);
	req_plane(&k, &r, k.primary, NULL, 0, 0);
	req_plane(&k, &r, k.overlay, NULL, 0, 0);
	req_plane(&k, &r, k.cursor, NULL, 0, 0);
	err = req_commit(k.fd, &r, DRM_MODE_ATOMIC_ALLOW_MODESET);
	tap_ok(!err && check_frame(&s) == -1 &&
	       msm_ioctl(k.fd, DRM_IOCTL_MODE_PAGE_FLIP,
			 &(struct drm_mode_crtc_page_flip){
				.crtc_id = k.crtc, .fb_id = b.fb,
				.flags = DRM_MODE_PAGE_FLIP_EVENT }) == EBUSY,
	       "the CRTC off: no frame, and a page flip is EBUSY (%d)", err);
	{
		char stats[1024];
		char path[256];
		unsigned long long vsyncs = 0, flips = 0, under = 1;
		char *p;

		snprintf(path, sizeof(path), "%s/vdisplay_stats",
			 msm_debugfs_dir());
		msm_read_file(path, stats, sizeof(stats));
		p = strstr(stats, "intf3_vsyncs:");
		if (p)
			sscanf(p, "intf3_vsyncs: %llu", &vsyncs);
		p = strstr(stats, "flips:");
		if (p)
			sscanf(p, "flips: %llu", &flips);
		p = strstr(stats, "underruns:");
		if (p)
			sscanf(p, "underruns: %llu", &under);
		tap_ok(vsyncs > 0 && flips > 0 && under == 0,
		       "vdisplay_stats: %llu vsyncs, %llu flips, %llu underruns",
		       vsyncs, flips, under);
	}
	close(k.fd);
	return tap_done();
}
