// Entry of social-callback.html.
import { deliverSocialCallback } from './socialCallback.ts'

deliverSocialCallback(window)
