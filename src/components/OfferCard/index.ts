export { OfferCard, type OfferCardOffer, type OfferCardProps, type OfferRequirement } from './OfferCard.tsx';
