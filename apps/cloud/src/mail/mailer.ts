// Sends mail over SMTP with nodemailer; a loopback server (the local catcher) is spoken to without TLS.
import nodemailer from 'nodemailer'
import type { CloudConfig } from '../config.ts'

export interface OutgoingMail {
  to: string
  subject: string
  text: string
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>
}

type SmtpConfig = CloudConfig['smtp']

const isLoopback = (host: string) => host === 'localhost' || host === '::1' || host.startsWith('127.')

export function createMailer(smtp: SmtpConfig): Mailer {
  const transport = nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.port === 465,
    // the local catcher offers no STARTTLS; any other server gets nodemailer's opportunistic TLS
    ignoreTLS: isLoopback(smtp.host),
  })
  return {
    async send(mail) {
      await transport.sendMail({ from: smtp.from, to: mail.to, subject: mail.subject, text: mail.text })
    },
  }
}
