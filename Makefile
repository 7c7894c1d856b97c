# SPDX-License-Identifier: GPL-2.0-only
#
# make            msm.ko for the running kernel (or Debian's 6.1 headers when
#                 the running kernel has none installed)
# make KDIR=...   against another kernel tree
# make ARCH=arm64 CROSS_COMPILE=aarch64-linux-gnu- KDIR=...
# make check      every test: host unit tests, then the QEMU runs
# make demo       the main job: build, boot the vgpu under QEMU, show it
# make piglit     all of piglit that fd3/fd4 could run, on the virtual a320
#                 and a420 and on llvmpipe (hours; make check runs a list)

KDIR ?= $(firstword $(wildcard /lib/modules/$(shell uname -r)/build) \
		    $(lastword $(sort $(wildcard /usr/src/linux-headers-6.1.*-amd64))))
PWD := $(CURDIR)

all: modules

modules:
	$(MAKE) -C $(KDIR) M=$(PWD) modules

# Not kbuild's clean: it deletes every *.ko below M=, and build/ holds the
# arm64 kernel's own modules for the test VM.
clean:
	rm -f msm.ko msm.o msm.mod msm.mod.c modules.order Module.symvers .*.cmd
	find drm adreno mdp \( -name '*.o' -o -name '.*.cmd' \) -delete
	$(MAKE) -C selftests/host clean
	$(MAKE) -C selftests clean

distclean: clean
	rm -rf build

check:
	./selftests/run-all

demo:
	./selftests/vm/demo

piglit:
	PIGLIT_DRIVERS="a320 a420 llvmpipe" PIGLIT_UPDATE=1 \
		./selftests/piglit/run all

.PHONY: all modules clean distclean check demo piglit
