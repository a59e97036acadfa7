// /openapi.json entries of the catalogue routes (routes.ts), by the schemas they parse with.
import { z } from 'zod'
import { ADMIN_ERRORS, PROJECT_ERRORS, projectQuery, type RouteDoc } from '../openapi/describe.ts'
import { IMAGE_TYPES } from './images.ts'
import {
  adminWalletsQuerySchema,
  getWalletsQuerySchema,
  walletIdSchema,
  walletInputSchema,
  walletUpdateSchema,
} from './input.ts'
import { imageIdSchema } from './routes.ts'

const tag = 'Catalogue'
const IMAGES = ['image/svg+xml', ...IMAGE_TYPES] as const
const walletParams = z.object({ id: walletIdSchema })

export const catalogueDocs: RouteDoc[] = [
  {
    method: 'get',
    path: '/getWallets',
    tag,
    summary:
      'A page of the wallet catalogue `{ count, data: Wallet[] }` (SPEC §7, §9: 40 per page, 100 with search); ETag, Cache-Control: public, max-age=300',
    query: getWalletsQuerySchema,
    responses: { 200: 'The page', 304: 'Not modified', ...PROJECT_ERRORS },
  },
  {
    method: 'get',
    path: '/getWalletImage/:id',
    tag,
    summary: "A wallet's uploaded image, else a generated placeholder (Cache-Control: public, max-age=3600)",
    params: imageIdSchema,
    query: projectQuery,
    produces: IMAGES,
    responses: { 200: 'The image', 304: 'Not modified', 404: 'No wallet has this image id', ...PROJECT_ERRORS },
  },
  ...(['getAssetImage', 'getCurrencyImage', 'getTokenImage'] as const).map(
    (kind): RouteDoc => ({
      method: 'get',
      path: `/public/${kind}/:id`,
      tag,
      summary: 'A placeholder image named by its id (no project needed)',
      params: imageIdSchema,
      produces: ['image/svg+xml'],
      responses: { 200: 'The image', 304: 'Not modified', 400: 'Not an image id' },
    }),
  ),
  {
    method: 'get',
    path: '/getAnalyticsConfig',
    tag,
    summary: 'Whether the project takes analytics `{ isAnalyticsEnabled }` (SPEC §7)',
    query: projectQuery,
    responses: { 200: 'The switch', 304: 'Not modified', ...PROJECT_ERRORS },
  },
  {
    method: 'get',
    path: '/admin/wallets',
    tag,
    admin: true,
    summary: 'The listed wallets as the operator edits them `{ count, data }` (40 a page; a search gives up to 100)',
    query: adminWalletsQuerySchema,
    responses: { 200: 'The page', ...ADMIN_ERRORS },
  },
  {
    method: 'post',
    path: '/admin/wallets',
    tag,
    admin: true,
    summary: 'Adds a wallet to the catalogue',
    body: walletInputSchema,
    responses: { 201: 'Added', 409: 'It exists', ...ADMIN_ERRORS },
  },
  {
    method: 'put',
    path: '/admin/wallets/:id',
    tag,
    admin: true,
    summary: 'Edits or hides a wallet',
    params: walletParams,
    body: walletUpdateSchema,
    responses: { 200: 'The wallet', ...ADMIN_ERRORS },
  },
  {
    method: 'put',
    path: '/admin/wallets/:id/image',
    tag,
    admin: true,
    summary: "Uploads a wallet's image (≤ 512 KiB; the bytes must match the content type)",
    params: walletParams,
    bodyTypes: IMAGE_TYPES,
    responses: { 200: 'Stored', 413: 'Larger than 512 KiB', 415: 'Not an accepted image', ...ADMIN_ERRORS },
  },
]
