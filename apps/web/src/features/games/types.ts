/** The lobby's shapes are the contract's (api-contract.md "Partner games"), declared in the domain. */
export {
  GAME_PROVIDER_TYPES,
  type GameHighlight,
  type GameProviderType,
  type PartnerGame,
  type PartnerProvider,
} from '@chokdee/domain';
