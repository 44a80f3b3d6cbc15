export { Island, IslandRendererContext, type IslandRenderer } from './Island';
export {
  ISLAND_ATTRIBUTES,
  ISLAND_VISIBLE_ATTRIBUTE,
  ISLAND_TRIGGERS,
  type IslandName,
  type IslandProps,
  type IslandTrigger,
} from './islands';
