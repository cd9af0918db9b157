import { RESOURCES, type ResourceName } from '@ankur/shared/resources';
import type { ResourceBinding, ResourceDefinition } from './define.ts';

export type ResourceBindings = Partial<Record<ResourceName, ResourceBinding>>;

/**
 * Every resource group of SPEC §7: the shared descriptor plus the binding the owning module
 * declares. A group no module binds, or two modules bind, stops the start.
 */
export function resourceDefinitions(bindings: ResourceBindings[]): Record<ResourceName, ResourceDefinition> {
  const bound = new Map<ResourceName, ResourceBinding>();
  for (const group of bindings) {
    for (const [name, binding] of Object.entries(group) as [ResourceName, ResourceBinding][]) {
      if (bound.has(name)) throw new Error(`resource group ${name} is bound by two modules`);
      bound.set(name, binding);
    }
  }
  const defs = {} as Record<ResourceName, ResourceDefinition>;
  // in the order of the shared descriptor, so the routes and OpenAPI keep one order
  for (const name of Object.keys(RESOURCES) as ResourceName[]) {
    const binding = bound.get(name);
    if (!binding) throw new Error(`no module binds the resource group ${name}`);
    defs[name] = { ...RESOURCES[name], ...binding };
  }
  return defs;
}
