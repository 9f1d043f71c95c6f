/** The lobby's shapes are the contract's (api-contract.md "Partner games"), declared in the domain. */
export type { GameHighlight, GameProviderType, PartnerGame, PartnerProvider } from '@chokdee/domain';
