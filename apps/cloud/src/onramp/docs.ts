// /openapi.json entries of the onramp routes (routes.ts), by the schemas they parse with.
import { PROJECT_ERRORS, projectQuery, type RouteDoc } from '../openapi/describe.ts'
import { onrampQuoteBody, onrampUrlBody, providerParams, purchaseParams } from './input.ts'

const tag = 'Onramp'

export const onrampDocs: RouteDoc[] = [
  {
    method: 'get',
    path: '/v1/onramp/options',
    tag,
    summary:
      'What can be bought and paid with `{ purchaseCurrencies: [{ id, name, symbol, networks }], paymentCurrencies: [{ id, payment_method_limits: [{ id, min, max }] }], providers }` (SPEC R-3.36–R-3.38)',
    query: projectQuery,
    responses: { 200: 'The options', ...PROJECT_ERRORS },
  },
  {
    method: 'post',
    path: '/v1/onramp/quote',
    tag,
    summary:
      'Each provider’s quote, fee included `{ quotes: [{ provider, paymentTotal, paymentSubtotal, fee, feePercent, purchaseAmount, … }] }`; amounts outside the payment method’s limits are refused',
    query: projectQuery,
    body: onrampQuoteBody,
    responses: { 200: 'The quotes', ...PROJECT_ERRORS },
  },
  {
    method: 'post',
    path: '/v1/generators/onrampurl',
    tag,
    summary: 'Stores a purchase and answers the provider’s signed checkout URL `{ url, purchaseId, quote }`',
    query: projectQuery,
    body: onrampUrlBody,
    responses: { 200: 'The URL', ...PROJECT_ERRORS },
  },
  {
    method: 'get',
    path: '/v1/onramp/purchases/:id',
    tag,
    summary: 'A purchase and its status (pending, completed with the paying transaction)',
    params: purchaseParams,
    query: projectQuery,
    responses: { 200: 'The purchase', ...PROJECT_ERRORS, 404: 'Not this project’s purchase' },
  },
  {
    method: 'post',
    path: '/v1/onramp/callback/:provider',
    tag,
    summary:
      'A provider’s completion notice, signed (header x-onramp-signature: HMAC-SHA256 of the body); the payment is checked on chain',
    params: providerParams,
    responses: {
      200: 'The completed purchase',
      400: 'Bad input',
      401: 'Signature invalid',
      404: 'Unknown provider or purchase',
      409: 'The payment is not on chain',
    },
  },
]
