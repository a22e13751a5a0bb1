#ifndef CPNG_H
#define CPNG_H
/* Placeholder: the PNG shim lands with the codec. */
int cpng_version(void);
#endif
