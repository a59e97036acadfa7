// Nothing to configure: the @latch packages ship built ES modules, and @latch/react marks itself 'use client'.
/** @type {import('next').NextConfig} */
const nextConfig = {}

export default nextConfig
