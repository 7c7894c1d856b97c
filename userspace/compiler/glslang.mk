# SPDX-License-Identifier: MIT
# glslang's static libraries, in an order the linker resolves (Debian 12)
GLSLANG_LIBS := -lglslang -lSPIRV -lMachineIndependent -lOGLCompiler \
	-lOSDependent -lGenericCodeGen -lSPIRV-Tools-opt -lSPIRV-Tools \
	-lglslang-default-resource-limits -lstdc++ -lpthread -lm
