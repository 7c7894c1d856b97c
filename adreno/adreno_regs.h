/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * The register database, as the driver and the model include it: the
 * generated headers (adreno/generated/, from the XML in adreno/registers/).
 * Only #defines and enums: the freestanding model includes this too.
 */
#ifndef __ADRENO_REGS_H__
#define __ADRENO_REGS_H__

#include "generated/adreno_common.xml.h"
#include "generated/adreno_pm4.xml.h"
#include "generated/a2xx.xml.h"
#include "generated/a3xx.xml.h"
#include "generated/a4xx.xml.h"

/* CP performance counter 0's select value that counts every cycle */
#define CP_ALWAYS_COUNT		0

#endif /* __ADRENO_REGS_H__ */
