"""The labelled secrets corpus: synthetic secret-bearing memories and benign look-alikes, made deterministically.

`python -m tiered_memory.bench.secrets_corpus` rewrites `tests/data/secrets_dev.jsonl` and
`tests/data/secrets_heldout.jsonl`. Every value is random from a seeded generator (never a real
key). The two splits share kinds and value formats but not sentence templates or values:
templates are dealt alternately (the phase turning per kind), so held-out figures measure new
phrasings and new values of known kinds. Each line: text, secret, kind, lang, and for a secret
`value` (the substring that must never reach one of our files).
"""

from __future__ import annotations

import base64
import json
import random
import string
from pathlib import Path
from typing import Callable

DATA_DIR = Path(__file__).resolve().parents[1] / "tests" / "data"
SPLITS = {"dev": 0, "heldout": 1}
PER_TEMPLATE = 2

_B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
_ALNUM = string.ascii_letters + string.digits
_WORDS = ("abandon ability absorb acoustic actress adapt aerobic affair agent airport alarm album alley "
          "amateur anchor ancient angle ankle antenna apology arctic arena armor arrow artist asthma atom "
          "auction august avocado awkward axis badge bamboo banana barrel basket battle beach bicycle "
          "blossom bracket breeze bridge bronze bubble cabin cactus camera canal canyon carbon cargo "
          "castle cattle ceiling cherry chimney cinnamon citizen clinic coconut comet copper coral cotton "
          "cousin coyote cradle crystal cupboard dolphin donkey dragon eagle eclipse elbow engine falcon "
          "fossil galaxy garlic ginger giraffe glacier harbor hazard helmet hockey island ivory jaguar").split()
_CONFUSABLE = {"a": "а", "c": "с", "e": "е", "o": "о", "p": "р", "x": "х", "y": "у", "i": "і", "s": "ѕ",
               "A": "Α", "B": "Β", "E": "Ε", "H": "Η", "K": "Κ", "M": "Μ", "O": "Ο", "P": "Ρ", "T": "Τ"}


def _pick(rng: random.Random, alphabet: str, n: int) -> str:
    return "".join(rng.choice(alphabet) for _ in range(n))


def _password(rng: random.Random) -> str:
    word = rng.choice(_WORDS)
    style = rng.randrange(4)
    if style == 0:
        return f"{word.capitalize()}{rng.randrange(10, 9999)}{rng.choice('!#$%&*?')}"
    if style == 1:
        return f"{word}{rng.randrange(10, 99)}{rng.choice(_WORDS)}"
    if style == 2:
        return _pick(rng, _ALNUM + "!@#%^&*", rng.randrange(10, 18))
    return f"{rng.choice(_WORDS)}-{word}-{rng.randrange(100, 999)}"


def _luhn(rng: random.Random) -> str:
    prefix = rng.choice(["4", "51", "52", "55", "37", "6011"])
    length = 15 if prefix == "37" else 16
    digits = [int(c) for c in prefix] + [rng.randrange(10) for _ in range(length - len(prefix) - 1)]
    total = 0
    for i, d in enumerate(reversed(digits)):
        d = d * 2 if i % 2 == 0 else d
        total += d - 9 if d > 9 else d
    number = "".join(map(str, digits + [(10 - total % 10) % 10]))
    sep = rng.choice([" ", "-", ""])
    groups = [number[i:i + 4] for i in range(0, len(number), 4)]
    return sep.join(groups)


def _jwt(rng: random.Random) -> str:
    def part(obj: dict) -> str:
        return base64.urlsafe_b64encode(json.dumps(obj).encode()).decode().rstrip("=")
    head = part({"alg": "HS256", "typ": "JWT"})
    body = part({"sub": str(rng.randrange(10**6)), "name": rng.choice(_WORDS), "iat": rng.randrange(10**9)})
    return f"{head}.{body}.{_pick(rng, _ALNUM + '-_', 43)}"


def _pem(rng: random.Random, label: str) -> str:
    body = _pick(rng, _ALNUM + "+/", 64)
    return f"-----BEGIN {label}----- {body} {_pick(rng, _ALNUM + '+/', 40)}= -----END {label}-----"


def _split(rng: random.Random, key: str) -> str:
    step = rng.choice([4, 5, 6, 8])
    sep = rng.choice([" ", "-", " - ", "  "])
    return sep.join(key[i:i + step] for i in range(0, len(key), step))


def _confusable(rng: random.Random, key: str) -> str:
    spots = [i for i, c in enumerate(key) if c in _CONFUSABLE]
    chosen = set(rng.sample(spots, min(len(spots), rng.randrange(1, 4)))) if spots else set()
    return "".join(_CONFUSABLE[c] if i in chosen else c for i, c in enumerate(key))


# kind -> value maker
VALUES: dict[str, Callable[[random.Random], str]] = {
    "env password": lambda r: _password(r),
    "env token": lambda r: _pick(r, _ALNUM, r.randrange(24, 41)),
    "redis url": lambda r: f"redis://:{_password(r)}@{r.choice(_WORDS)}.cache.internal:6379/{r.randrange(4)}",
    "database dsn": lambda r: (f"{r.choice(['postgres', 'postgresql', 'mysql', 'mongodb+srv', 'amqp'])}://"
                               f"{r.choice(_WORDS)}_user:{_password(r)}@db{r.randrange(9)}.example.net:5432/app"),
    "wifi password": _password,
    "password prose": _password,
    "card number": _luhn,
    "basic auth": lambda r: "Authorization: Basic " + base64.b64encode(
        f"{r.choice(_WORDS)}:{_password(r)}".encode()).decode(),
    "bearer token": lambda r: "Bearer " + _pick(r, _ALNUM + "._-", r.randrange(32, 60)),
    "gitlab token": lambda r: "glpat-" + _pick(r, _ALNUM + "_-", 20),
    "github token": lambda r: r.choice(["ghp_", "gho_", "ghs_"]) + _pick(r, _ALNUM, 36),
    "totp uri": lambda r: (f"otpauth://totp/{r.choice(_WORDS).capitalize()}:me%40example.com?secret="
                           f"{_pick(r, _B32, 32)}&issuer={r.choice(_WORDS).capitalize()}"),
    "totp seed": lambda r: " ".join(_pick(r, _B32, 4) for _ in range(r.choice([4, 8]))) if r.random() < 0.5
    else _pick(r, _B32, r.choice([16, 26, 32])),
    "hex private key": lambda r: "0x" + _pick(r, "0123456789abcdef", 64),
    "seed phrase": lambda r: " ".join(r.sample(_WORDS, r.choice([12, 24]))),
    "split key": lambda r: _split(r, r.choice([
        "sk-proj-" + _pick(r, _ALNUM, 40), "ghp_" + _pick(r, _ALNUM, 36),
        "AKIA" + _pick(r, string.ascii_uppercase + string.digits, 16), "glpat-" + _pick(r, _ALNUM, 20),
        "xoxb-" + _pick(r, string.digits, 12) + "-" + _pick(r, _ALNUM, 24)])),
    "look-alike letters": lambda r: _confusable(r, r.choice([
        "sk-proj-" + _pick(r, _ALNUM, 40), "xoxb-" + _pick(r, string.digits, 12) + "-" + _pick(r, _ALNUM, 24),
        "AKIA" + _pick(r, string.ascii_uppercase + string.digits, 16), "glpat-" + _pick(r, _ALNUM, 20)])),
    "aws access key": lambda r: r.choice(["AKIA", "ASIA"]) + _pick(r, string.ascii_uppercase + "234567", 16),
    "aws secret key": lambda r: _pick(r, _ALNUM + "+/", 40),
    "gcp service account": lambda r: (
        '{"type": "service_account", "project_id": "' + r.choice(_WORDS) + '-prod", "private_key_id": "'
        + _pick(r, "0123456789abcdef", 40) + '", "private_key": "-----BEGIN PRIVATE KEY-----\\nMIIE'
        + _pick(r, _ALNUM + "+/", 60) + '\\n-----END PRIVATE KEY-----\\n"}'),
    "azure storage key": lambda r: (f"DefaultEndpointsProtocol=https;AccountName={r.choice(_WORDS)}store;"
                                    f"AccountKey={_pick(r, _ALNUM + '+/', 86)}==;EndpointSuffix=core.windows.net"),
    "azure client secret": lambda r: _pick(r, _ALNUM, 3) + str(r.randrange(10)) + "Q~" + _pick(r, _ALNUM + "_.-~", 34),
    "slack token": lambda r: f"xox{r.choice('bpa')}-{r.randrange(10**11, 10**12)}-{r.randrange(10**12, 10**13)}-"
                             + _pick(r, _ALNUM, 24),
    "slack webhook": lambda r: (f"https://hooks.slack.com/services/T{_pick(r, string.ascii_uppercase + string.digits, 8)}"
                                f"/B{_pick(r, string.ascii_uppercase + string.digits, 10)}/{_pick(r, _ALNUM, 24)}"),
    "stripe key": lambda r: r.choice(["sk_live_", "rk_live_", "sk_test_"]) + _pick(r, _ALNUM, r.choice([24, 99])),
    "twilio key": lambda r: r.choice(["SK", "AC"]) + _pick(r, "0123456789abcdef", 32),
    "sendgrid key": lambda r: "SG." + _pick(r, _ALNUM + "_-", 22) + "." + _pick(r, _ALNUM + "_-", 43),
    "npm token": lambda r: "npm_" + _pick(r, _ALNUM, 36),
    "pypi token": lambda r: "pypi-AgEIcHlwaS5vcmc" + _pick(r, _ALNUM + "_-", 70),
    "discord token": lambda r: (base64.b64encode(str(r.randrange(10**17, 10**18)).encode()).decode().rstrip("=")
                                + "." + _pick(r, _ALNUM + "_-", 6) + "." + _pick(r, _ALNUM + "_-", 38)),
    "telegram bot token": lambda r: f"{r.randrange(10**8, 10**10)}:AA{_pick(r, _ALNUM + '_-', 33)}",
    "ssh private key": lambda r: _pem(r, "OPENSSH PRIVATE KEY"),
    "pgp private key": lambda r: _pem(r, "PGP PRIVATE KEY BLOCK"),
    "rsa private key": lambda r: _pem(r, r.choice(["RSA PRIVATE KEY", "EC PRIVATE KEY", "PRIVATE KEY"])),
    "jwt": _jwt,
    "netrc": lambda r: f"machine {r.choice(_WORDS)}.example.com login {r.choice(_WORDS)} password {_password(r)}",
    "openai key": lambda r: r.choice(["sk-proj-", "sk-"]) + _pick(r, _ALNUM + "_-", r.choice([48, 64])),
    "anthropic key": lambda r: "sk-ant-api03-" + _pick(r, _ALNUM + "_-", 80),
    "google api key": lambda r: "AIza" + _pick(r, _ALNUM + "_-", 35),
    "huggingface token": lambda r: "hf_" + _pick(r, _ALNUM, 34),
    "pin": lambda r: str(r.randrange(1000, 999999)),
    "sentry dsn": lambda r: f"https://{_pick(r, '0123456789abcdef', 32)}@o{r.randrange(10**5, 10**6)}.ingest.sentry.io/"
                            f"{r.randrange(10**6, 10**7)}",
    "sql server connection": lambda r: (f"Server=tcp:{r.choice(_WORDS)}.database.windows.net,1433;User ID=sa;"
                                       f"Password={_password(r)};Encrypt=True"),
    "digitalocean token": lambda r: "dop_v1_" + _pick(r, "0123456789abcdef", 64),
    "shopify token": lambda r: r.choice(["shpat_", "shpss_"]) + _pick(r, "0123456789abcdef", 32),
    "docker auth": lambda r: '{"auths": {"registry.example.com": {"auth": "' + base64.b64encode(
        f"{r.choice(_WORDS)}:{_password(r)}".encode()).decode() + '"}}}',
}

# kind -> (lang, template) with {v} for the value; templates alternate between the splits.
SECRET_TEMPLATES: dict[str, list[tuple[str, str]]] = {
    "env password": [("en", "DB_PASSWORD={v}"), ("en", "export MYSQL_ROOT_PASSWORD='{v}'"),
                     ("en", "In staging .env: POSTGRES_PASSWORD={v}"), ("en", "set SMTP_PASS={v} in the mailer env"),
                     ("zh", "测试环境变量 DB_PASSWORD={v}"), ("ja", "本番の環境変数は REDIS_PASSWORD={v} です"),
                     ("ko", "운영 서버 env: ADMIN_PASSWD={v}"), ("en", "ci secret MAIL_PWD: \"{v}\"")],
    "env token": [("en", "API_TOKEN={v}"), ("en", "SERVICE_API_KEY={v} for the billing service"),
                  ("en", "export APP_SECRET=\"{v}\""), ("en", "The deploy uses AUTH_TOKEN: {v}"),
                  ("zh", "接口令牌 API_TOKEN={v}"), ("ja", "ビルド用 ACCESS_TOKEN={v}"),
                  ("ko", "배포 토큰 DEPLOY_TOKEN={v}"), ("en", "WEBHOOK_SECRET={v} (rotate quarterly)")],
    "redis url": [("en", "Cache lives at {v}"), ("en", "REDIS_URL={v}"), ("zh", "缓存地址：{v}"),
                  ("ja", "キャッシュは {v} を使う"), ("ko", "캐시 주소는 {v} 이다"), ("en", "celery broker {v}")],
    "database dsn": [("en", "DATABASE_URL={v}"), ("en", "Connect to prod with {v}"), ("zh", "生产数据库连接串 {v}"),
                     ("ja", "本番DBの接続文字列は {v}"), ("ko", "운영 DB 접속 정보: {v}"), ("en", "the analytics DSN is {v}")],
    "wifi password": [("en", "The wifi password for the office is {v}"), ("en", "Home wifi: network Casa5G, password {v}"),
                      ("en", "wifi pw for the cabin is {v}"), ("en", "Guest Wi-Fi password: {v}"),
                      ("zh", "办公室的 WiFi 密码是 {v}"), ("ja", "オフィスのWi-Fiパスワードは{v}です"),
                      ("ko", "사무실 와이파이 비밀번호는 {v} 입니다"), ("zh", "家里无线网密码：{v}")],
    "password prose": [("en", "My bank login password is {v}"), ("en", "Jenkins admin / {v}"),
                       ("en", "the NAS admin password was changed to {v}"), ("en", "Router admin pass: {v}"),
                       ("zh", "我的邮箱密码是{v}"), ("ja", "管理画面のパスワード：{v}"), ("ko", "회사 메일 비밀번호: {v}"),
                       ("ja", "VPNのパスワードは {v} に変更した"), ("zh", "服务器 root 口令为 {v}"),
                       ("ko", "공유기 관리자 비번은 {v}")],
    "card number": [("en", "My Visa card number is {v}, exp 09/28"), ("en", "Company card {v} for AWS billing"),
                    ("zh", "信用卡号 {v}"), ("ja", "クレジットカード番号は {v}"), ("ko", "법인카드 번호 {v}"),
                    ("en", "pay the invoice with card {v} cvv 123")],
    "basic auth": [("en", "curl -H '{v}' https://api.example.com"), ("en", "The proxy expects {v}"),
                   ("zh", "代理需要请求头 {v}"), ("ja", "ヘッダーに {v} を付ける"), ("ko", "요청 헤더: {v}"),
                   ("en", "legacy API header {v}")],
    "bearer token": [("en", "Authorization: {v}"), ("en", "call the admin API with header 'Authorization: {v}'"),
                     ("zh", "管理接口的请求头 Authorization: {v}"), ("ja", "認証ヘッダーは Authorization: {v}"),
                     ("ko", "인증 헤더 Authorization: {v}"), ("en", "-H \"Authorization: {v}\"")],
    "gitlab token": [("en", "GitLab token {v}"), ("en", "The CI pushes with {v}"), ("zh", "GitLab 访问令牌 {v}"),
                     ("ja", "GitLabのトークンは {v}"), ("ko", "깃랩 토큰: {v}"), ("en", "git clone https://oauth2:{v}@gitlab.com/x/y")],
    "github token": [("en", "deploy token: {v}"), ("en", "GH_TOKEN={v}"), ("zh", "GitHub 令牌是 {v}"),
                     ("ja", "GitHubのPATは {v}"), ("ko", "깃허브 토큰 {v}"), ("en", "the release bot uses {v}")],
    "totp uri": [("en", "2FA setup link {v}"), ("en", "{v}"), ("zh", "两步验证二维码内容：{v}"),
                 ("ja", "二段階認証のURIは {v}"), ("ko", "2단계 인증 URI {v}"), ("en", "authenticator import: {v}")],
    "totp seed": [("en", "2FA secret key for the AWS root account: {v}"), ("en", "TOTP seed {v}"),
                  ("zh", "谷歌验证器密钥：{v}"), ("ja", "二段階認証のシークレットキーは {v}"),
                  ("ko", "OTP 시크릿 키: {v}"), ("en", "authenticator setup key is {v}"),
                  ("en", "MFA backup code seed: {v}"), ("ja", "2FAの設定キー {v}")],
    "hex private key": [("en", "Wallet private key {v}"), ("en", "PRIVATE_KEY={v}"), ("zh", "钱包私钥：{v}"),
                        ("ja", "ウォレットの秘密鍵は {v}"), ("ko", "지갑 개인키 {v}"), ("en", "deployer key {v} (hardhat)")],
    "seed phrase": [("en", "Ledger recovery phrase: {v}"), ("en", "seed words {v}"), ("zh", "助记词：{v}"),
                    ("ja", "ウォレットのシードフレーズは {v}"), ("ko", "지갑 복구 구문: {v}"), ("en", "metamask backup {v}")],
    "split key": [("en", "key (typed with spaces so it is not scanned): {v}"), ("en", "token {v}"),
                  ("zh", "密钥分段写：{v}"), ("ja", "キーを分けて書く {v}"), ("ko", "키를 나눠서 적음 {v}"),
                  ("en", "remember {v}")],
    "look-alike letters": [("en", "backup key {v}"), ("en", "use {v} for the bot"), ("zh", "备用密钥 {v}"),
                           ("ja", "予備のキー {v}"), ("ko", "예비 키 {v}"), ("en", "old key was {v}")],
    "aws access key": [("en", "AWS key {v} for the backups"), ("en", "aws_access_key_id = {v}"),
                       ("zh", "AWS 访问密钥 {v}"), ("ja", "AWSのアクセスキーIDは {v}"), ("ko", "AWS 액세스 키 {v}"),
                       ("en", "the S3 uploader runs as {v}")],
    "aws secret key": [("en", "aws_secret_access_key = {v}"), ("en", "AWS_SECRET_ACCESS_KEY={v}"),
                       ("zh", "AWS 秘密访问密钥是 {v}"), ("ja", "AWSシークレットキー: {v}"),
                       ("ko", "AWS 시크릿 키: {v}"), ("en", "secret access key {v}")],
    "gcp service account": [("en", "GCP service account JSON: {v}"), ("en", "{v}"), ("zh", "GCP 服务账号：{v}"),
                            ("ja", "サービスアカウント鍵 {v}"), ("ko", "서비스 계정 키 {v}"), ("en", "keyfile.json = {v}")],
    "azure storage key": [("en", "AZURE_STORAGE_CONNECTION_STRING={v}"), ("en", "blob storage: {v}"),
                          ("zh", "Azure 存储连接字符串 {v}"), ("ja", "Azureストレージ接続 {v}"),
                          ("ko", "애저 스토리지 연결 문자열 {v}"), ("en", "{v}")],
    "azure client secret": [("en", "AZURE_CLIENT_SECRET={v}"), ("en", "the app registration secret is {v}"),
                            ("zh", "Azure 客户端密码 {v}"), ("ja", "Azureのクライアントシークレット: {v}"),
                            ("ko", "애저 클라이언트 시크릿 {v}"), ("en", "client_secret: {v}")],
    "slack token": [("en", "Slack bot token {v}"), ("en", "SLACK_BOT_TOKEN={v}"), ("zh", "Slack 机器人令牌 {v}"),
                    ("ja", "Slackのボットトークンは {v}"), ("ko", "슬랙 봇 토큰 {v}"), ("en", "notifier uses {v}")],
    "slack webhook": [("en", "Post alerts to {v}"), ("en", "SLACK_WEBHOOK_URL={v}"), ("zh", "告警发到 {v}"),
                      ("ja", "通知先Webhookは {v}"), ("ko", "알림 웹훅 {v}"), ("en", "incoming webhook {v}")],
    "stripe key": [("en", "Stripe secret key {v}"), ("en", "STRIPE_API_KEY={v}"), ("zh", "Stripe 密钥 {v}"),
                   ("ja", "Stripeのキーは {v}"), ("ko", "스트라이프 키 {v}"), ("en", "billing uses {v}")],
    "twilio key": [("en", "Twilio API key {v}"), ("en", "TWILIO_AUTH_TOKEN={v}"), ("zh", "Twilio 密钥 {v}"),
                   ("ja", "Twilioのキー {v}"), ("ko", "트윌리오 키 {v}"), ("en", "sms gateway sid {v}")],
    "sendgrid key": [("en", "SendGrid key {v}"), ("en", "SENDGRID_API_KEY={v}"), ("zh", "SendGrid 密钥 {v}"),
                     ("ja", "SendGridのAPIキーは {v}"), ("ko", "센드그리드 키 {v}"), ("en", "mailer key {v}")],
    "npm token": [("en", "npm publish token {v}"), ("en", "//registry.npmjs.org/:_authToken={v}"),
                  ("zh", "npm 发布令牌 {v}"), ("ja", "npmトークン {v}"), ("ko", "npm 토큰 {v}"), ("en", "NPM_TOKEN={v}")],
    "pypi token": [("en", "PyPI upload token {v}"), ("en", "TWINE_PASSWORD={v}"), ("zh", "PyPI 上传令牌 {v}"),
                   ("ja", "PyPIのトークン {v}"), ("ko", "PyPI 토큰 {v}"), ("en", "password = {v} in .pypirc")],
    "discord token": [("en", "Discord bot token {v}"), ("en", "DISCORD_TOKEN={v}"), ("zh", "Discord 机器人令牌 {v}"),
                      ("ja", "Discordボットのトークン {v}"), ("ko", "디스코드 봇 토큰 {v}"), ("en", "the music bot logs in with {v}")],
    "telegram bot token": [("en", "Telegram bot token {v}"), ("en", "TELEGRAM_BOT_TOKEN={v}"),
                           ("zh", "Telegram 机器人令牌 {v}"), ("ja", "Telegramボットのトークン {v}"),
                           ("ko", "텔레그램 봇 토큰 {v}"), ("en", "https://api.telegram.org/bot{v}/sendMessage")],
    "ssh private key": [("en", "my deploy key {v}"), ("en", "{v}"), ("zh", "服务器私钥 {v}"), ("ja", "SSH秘密鍵 {v}"),
                        ("ko", "SSH 개인 키 {v}"), ("en", "id_ed25519: {v}")],
    "pgp private key": [("en", "signing key {v}"), ("en", "{v}"), ("zh", "PGP 私钥 {v}"), ("ja", "PGP秘密鍵 {v}"),
                        ("ko", "PGP 개인 키 {v}"), ("en", "backup of my gpg key {v}")],
    "rsa private key": [("en", "TLS key {v}"), ("en", "{v}"), ("zh", "证书私钥 {v}"), ("ja", "証明書の秘密鍵 {v}"),
                        ("ko", "인증서 개인 키 {v}"), ("en", "server.key = {v}")],
    "jwt": [("en", "session token {v}"), ("en", "Authorization cookie jwt={v}"), ("zh", "登录令牌 {v}"),
            ("ja", "JWTは {v}"), ("ko", "세션 토큰 {v}"), ("en", "use {v} to call the admin API")],
    "netrc": [("en", "~/.netrc: {v}"), ("en", "{v}"), ("zh", ".netrc 内容：{v}"), ("ja", ".netrc は {v}"),
              ("ko", ".netrc 설정 {v}"), ("en", "netrc entry {v}")],
    "openai key": [("en", "My OpenAI key is {v}"), ("en", "OPENAI_API_KEY={v}"), ("zh", "OpenAI 密钥 {v}"),
                   ("ja", "OpenAIのAPIキーは {v}"), ("ko", "오픈AI 키 {v}"), ("en", "the summariser calls GPT with {v}")],
    "anthropic key": [("en", "Claude API key {v}"), ("en", "ANTHROPIC_API_KEY={v}"), ("zh", "Anthropic 密钥 {v}"),
                      ("ja", "AnthropicのAPIキーは {v}"), ("ko", "앤트로픽 키 {v}"), ("en", "key for the eval harness {v}")],
    "google api key": [("en", "Maps API key {v}"), ("en", "GOOGLE_API_KEY={v}"), ("zh", "谷歌地图密钥 {v}"),
                       ("ja", "GoogleのAPIキー {v}"), ("ko", "구글 API 키 {v}"), ("en", "gemini key {v}")],
    "huggingface token": [("en", "HF token {v}"), ("en", "HUGGING_FACE_HUB_TOKEN={v}"), ("zh", "HuggingFace 令牌 {v}"),
                          ("ja", "Hugging Faceのトークン {v}"), ("ko", "허깅페이스 토큰 {v}"), ("en", "model downloads use {v}")],
    "pin": [("en", "My phone PIN is {v}"), ("en", "ATM pin: {v}"), ("zh", "银行卡密码是{v}"), ("ja", "暗証番号は{v}"),
            ("ko", "카드 비밀번호 {v}"), ("en", "the alarm passcode is {v}")],
    "sentry dsn": [("en", "SENTRY_DSN={v}"), ("en", "error reporting goes to {v}"), ("zh", "Sentry DSN：{v}"),
                   ("ja", "SentryのDSNは {v}"), ("ko", "센트리 DSN {v}"), ("en", "dsn: {v}")],
    "sql server connection": [("en", "ConnectionStrings__Default=\"{v}\""), ("en", "legacy app uses {v}"),
                              ("zh", "SQL Server 连接串 {v}"), ("ja", "SQL Serverの接続文字列 {v}"),
                              ("ko", "SQL 서버 연결 문자열 {v}"), ("en", "{v}")],
    "digitalocean token": [("en", "DO token {v}"), ("en", "DIGITALOCEAN_TOKEN={v}"), ("zh", "DigitalOcean 令牌 {v}"),
                           ("ja", "DigitalOceanのトークン {v}"), ("ko", "디지털오션 토큰 {v}"), ("en", "terraform uses {v}")],
    "shopify token": [("en", "Shopify admin token {v}"), ("en", "SHOPIFY_ACCESS_TOKEN={v}"), ("zh", "Shopify 令牌 {v}"),
                      ("ja", "Shopifyのトークン {v}"), ("ko", "쇼피파이 토큰 {v}"), ("en", "store app uses {v}")],
    "docker auth": [("en", "~/.docker/config.json: {v}"), ("en", "{v}"), ("zh", "Docker 登录配置 {v}"),
                    ("ja", "Dockerの認証設定 {v}"), ("ko", "도커 인증 설정 {v}"), ("en", "registry creds {v}")],
}


def _benign_values() -> dict[str, Callable[[random.Random], str]]:
    hexd = "0123456789abcdef"
    return {
        "git sha": lambda r: _pick(r, hexd, r.choice([7, 12, 40])),
        "uuid": lambda r: "-".join(_pick(r, hexd, n) for n in (8, 4, 4, 4, 12)),
        "sha256": lambda r: _pick(r, hexd, 64),
        "md5": lambda r: _pick(r, hexd, 32),
        "version": lambda r: f"{r.randrange(30)}.{r.randrange(40)}.{r.randrange(60)}" + r.choice(["", "-rc1", "+build.7", ".post1"]),
        "build id": lambda r: r.choice([f"build-2026{r.randrange(10, 13)}{r.randrange(10, 29)}-{r.randrange(1000, 9999)}",
                                        f"{r.randrange(10**6, 10**8)}", f"ci-{_pick(r, hexd, 8)}"]),
        "identifier": lambda r: r.choice(["get_user_by_email", "DatabaseConnectionPoolFactory", "TIERED_MEMORY_EMBEDDER",
                                          "handleOAuthCallbackRedirect", "api_token_ttl_seconds", "PasswordResetController",
                                          "MAX_PASSWORD_LENGTH", "secret_manager_client", "AuthTokenRefresher",
                                          "kube-system", "useAccessTokenQuery", "ENABLE_SECRET_SCANNING"]),
        "image base64": lambda r: "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAA" + _pick(r, _ALNUM + "+/", 60) + "==",
        "isbn": lambda r: r.choice(["978-0-13-468599-1", "978-1-4919-5017-9", "0-596-52068-9", "978-4-87311-778-2",
                                    "978-7-115-54608-1", "978-89-6626-315-3", "9780262046305"]),
        "phone": lambda r: r.choice([f"+1 415 555 {r.randrange(1000, 9999)}", f"+44 20 7946 {r.randrange(1000, 9999)}",
                                     f"138-{r.randrange(1000, 9999)}-{r.randrange(1000, 9999)}",
                                     f"090-{r.randrange(1000, 9999)}-{r.randrange(1000, 9999)}",
                                     f"010-{r.randrange(1000, 9999)}-{r.randrange(1000, 9999)}"]),
        "order number": lambda r: r.choice([f"#{r.randrange(10**5, 10**7)}", f"ORD-{r.randrange(10**6, 10**8)}",
                                            f"{r.randrange(100, 999)}-{r.randrange(10**6, 10**7)}-{r.randrange(10**6, 10**7)}"]),
        "tracking number": lambda r: r.choice([f"1Z{_pick(r, string.ascii_uppercase + string.digits, 16)}",
                                               f"{r.randrange(10**11, 10**12)}"]),
        "docker digest": lambda r: "sha256:" + _pick(r, hexd, 64),
        "pod name": lambda r: f"{r.choice(_WORDS)}-api-{_pick(r, hexd, 10)}-{_pick(r, string.ascii_lowercase + string.digits, 5)}",
        "arn": lambda r: f"arn:aws:iam::{r.randrange(10**11, 10**12)}:role/{r.choice(_WORDS)}-deploy",
        "plain url": lambda r: r.choice([f"postgres://localhost:5432/{r.choice(_WORDS)}", "redis://localhost:6379/0",
                                         f"https://github.com/{r.choice(_WORDS)}/{r.choice(_WORDS)}",
                                         f"https://{r.choice(_WORDS)}.example.com/docs?page={r.randrange(9)}",
                                         f"mongodb://db{r.randrange(9)}.internal:27017/app"]),
        "non-secret env": lambda r: r.choice([f"DB_HOST=db{r.randrange(9)}.internal", f"API_TIMEOUT={r.randrange(5, 90)}",
                                              "LOG_LEVEL=debug", f"PORT={r.randrange(3000, 9000)}",
                                              "PASSWORD_MIN_LENGTH=12", "TOKEN_TTL=3600", "SECRET_BACKEND=vault",
                                              "API_KEY_HEADER=X-Api-Key", "AUTH_TOKEN_PATH=/run/secrets/token"]),
        "date and time": lambda r: f"2026-{r.randrange(1, 13):02d}-{r.randrange(1, 29):02d}T{r.randrange(24):02d}:"
                                   f"{r.randrange(60):02d}:00Z",
        "ip and port": lambda r: f"10.{r.randrange(256)}.{r.randrange(256)}.{r.randrange(256)}:{r.randrange(1024, 65535)}",
        "slack id": lambda r: r.choice(["C", "U", "T"]) + _pick(r, string.ascii_uppercase + string.digits, 10),
        "aws account id": lambda r: str(r.randrange(10**11, 10**12)),
        "word list": lambda r: " ".join(r.sample(["python", "rust", "docker", "kubernetes", "terraform", "react",
                                                  "postgres", "redis", "nginx", "grafana", "kafka", "celery", "django",
                                                  "fastapi", "pytest", "numpy", "pandas", "linux"], 12)),
        "tx hash": lambda r: "0x" + _pick(r, hexd, 64),
        "file path": lambda r: r.choice(["/etc/nginx/sites-enabled/default", "~/.ssh/config", "~/.aws/credentials",
                                         "C:\\Users\\me\\AppData\\Roaming\\npm", "/run/secrets/db_password",
                                         "./config/secrets.example.yaml", "~/.netrc"]),
    }


BENIGN_VALUES = _benign_values()

BENIGN_TEMPLATES: dict[str, list[tuple[str, str]]] = {
    "git sha": [("en", "The regression came in with commit {v}"), ("en", "cherry-pick {v} onto release"),
                ("zh", "问题是提交 {v} 引入的"), ("ja", "コミット {v} で修正済み"), ("ko", "커밋 {v} 에서 고쳤다"),
                ("en", "pinned the submodule to {v}")],
    "uuid": [("en", "The tenant id is {v}"), ("en", "request {v} timed out"), ("zh", "租户 ID 是 {v}"),
             ("ja", "テナントIDは {v}"), ("ko", "테넌트 ID {v}"), ("en", "correlation id {v} in the logs")],
    "sha256": [("en", "The installer checksum is {v}"), ("en", "sha256 {v}  dist.tar.gz"), ("zh", "安装包校验和 {v}"),
               ("ja", "チェックサムは {v}"), ("ko", "체크섬 {v}"), ("en", "expected hash {v}")],
    "md5": [("en", "md5 of the backup: {v}"), ("en", "etag {v}"), ("zh", "备份的 MD5 {v}"), ("ja", "MD5は {v}"),
            ("ko", "MD5 값 {v}"), ("en", "cache key {v}")],
    "version": [("en", "We pinned Django to {v}"), ("en", "Upgrade node to {v} before deploying"),
                ("zh", "把版本升级到 {v}"), ("ja", "バージョン {v} に上げた"), ("ko", "버전 {v} 로 올렸다"),
                ("en", "The API client is at {v}")],
    "build id": [("en", "Last green build was {v}"), ("en", "CI run {v} failed on lint"), ("zh", "最后一次成功构建 {v}"),
                 ("ja", "ビルド {v} が失敗した"), ("ko", "빌드 {v} 실패"), ("en", "artifact from {v}")],
    "identifier": [("en", "The function {v} handles it"), ("en", "rename {v} in the next refactor"),
                   ("zh", "函数 {v} 负责这个"), ("ja", "{v} を使う"), ("ko", "{v} 를 리팩터링 예정"),
                   ("en", "grep for {v} in the repo")],
    "image base64": [("en", "Logo inlined as {v}"), ("en", "favicon: {v}"), ("zh", "内嵌图标 {v}"),
                     ("ja", "ロゴ画像 {v}"), ("ko", "로고 이미지 {v}"), ("en", "placeholder avatar {v}")],
    "isbn": [("en", "Reading the book ISBN {v}"), ("en", "ordered ISBN {v} from the library"), ("zh", "在读的书 ISBN {v}"),
             ("ja", "読んでいる本のISBNは{v}"), ("ko", "읽는 책 ISBN {v}"), ("en", "citation: ISBN {v}")],
    "phone": [("en", "Dentist's phone number is {v}"), ("en", "call the landlord at {v}"), ("zh", "房东电话 {v}"),
              ("ja", "歯医者の電話番号は {v}"), ("ko", "치과 전화번호 {v}"), ("en", "support line {v}")],
    "order number": [("en", "Laptop order number {v} ships Friday"), ("en", "refund for order {v}"),
                     ("zh", "订单号 {v} 周五发货"), ("ja", "注文番号 {v}"), ("ko", "주문 번호 {v}"), ("en", "invoice {v} paid")],
    "tracking number": [("en", "UPS tracking {v}"), ("en", "parcel {v} delivered"), ("zh", "快递单号 {v}"),
                        ("ja", "追跡番号 {v}"), ("ko", "송장 번호 {v}"), ("en", "shipment {v} delayed")],
    "docker digest": [("en", "Deploy image digest {v}"), ("en", "pin base image @{v}"), ("zh", "镜像摘要 {v}"),
                      ("ja", "イメージのダイジェスト {v}"), ("ko", "이미지 다이제스트 {v}"), ("en", "FROM python@{v}")],
    "pod name": [("en", "Pod {v} keeps crashing"), ("en", "kubectl logs {v}"), ("zh", "容器 {v} 一直重启"),
                 ("ja", "ポッド {v} が落ちる"), ("ko", "파드 {v} 재시작 반복"), ("en", "exec into {v}")],
    "arn": [("en", "CI assumes {v}"), ("en", "role {v} has S3 read"), ("zh", "CI 使用角色 {v}"), ("ja", "ロール {v}"),
            ("ko", "역할 {v}"), ("en", "trust policy for {v}")],
    "plain url": [("en", "Local DB is {v}"), ("en", "docs at {v}"), ("zh", "本地地址 {v}"), ("ja", "URLは {v}"),
                  ("ko", "주소 {v}"), ("en", "point the app at {v}")],
    "non-secret env": [("en", "Set {v} in staging"), ("en", "{v}"), ("zh", "测试环境设置 {v}"), ("ja", "環境変数 {v}"),
                       ("ko", "환경 변수 {v}"), ("en", "the compose file has {v}")],
    "date and time": [("en", "Maintenance window starts {v}"), ("en", "cert expires {v}"), ("zh", "维护窗口 {v}"),
                      ("ja", "メンテナンスは {v}"), ("ko", "점검 시간 {v}"), ("en", "last backup {v}")],
    "ip and port": [("en", "The staging box is {v}"), ("en", "metrics scrape {v}"), ("zh", "测试机 {v}"),
                    ("ja", "検証サーバー {v}"), ("ko", "스테이징 서버 {v}"), ("en", "bind to {v}")],
    "slack id": [("en", "Alerts go to channel {v}"), ("en", "mention user {v}"), ("zh", "告警频道 {v}"),
                 ("ja", "通知チャンネル {v}"), ("ko", "알림 채널 {v}"), ("en", "workspace {v}")],
    "aws account id": [("en", "Prod AWS account is {v}"), ("en", "billing account {v}"), ("zh", "生产 AWS 账号 {v}"),
                       ("ja", "本番AWSアカウント {v}"), ("ko", "운영 AWS 계정 {v}"), ("en", "cross-account {v}")],
    "word list": [("en", "Stack: {v}"), ("en", "tags {v}"), ("zh", "技术栈 {v}"), ("ja", "使う技術 {v}"),
                  ("ko", "기술 스택 {v}"), ("en", "skills {v}")],
    "tx hash": [("en", "The refund transaction hash is {v}"), ("en", "tx {v} confirmed in block 19283746"),
                ("zh", "交易哈希 {v}"), ("ja", "トランザクションハッシュ {v}"), ("ko", "트랜잭션 해시 {v}"),
                ("en", "see etherscan for txid {v}")],
    "file path": [("en", "Config lives in {v}"), ("en", "never commit {v}"), ("zh", "配置在 {v}"), ("ja", "設定は {v}"),
                  ("ko", "설정 파일 {v}"), ("en", "back up {v}")],
}

# Prose that talks about passwords, keys and tokens without carrying one (no value to fill).
BENIGN_PROSE: list[tuple[str, str]] = [
    ("en", "Passwords must be at least 12 characters and rotated every 90 days."),
    ("en", "The wifi password is on the sticker under the router."),
    ("en", "Store API keys in 1Password, never in the repo."),
    ("en", "My password was reset yesterday after the lockout."),
    ("en", "The password field is required on the signup form."),
    ("en", "Use token-based auth instead of basic auth for the internal API."),
    ("en", "The secret ingredient in grandma's soup is cinnamon."),
    ("en", "Rotate the Stripe API keys every quarter; old keys are revoked."),
    ("en", "The password policy forbids reusing the last five passwords."),
    ("en", "Remember to ask IT for the VPN password on Monday."),
    ("en", "The token bucket refills 10 tokens per second."),
    ("en", "GitHub tokens should have the minimum scopes needed."),
    ("en", "Secret scanning is enabled on all repositories."),
    ("en", "Her PIN was blocked after three wrong attempts."),
    ("en", "Access keys are managed by the platform team."),
    ("en", "The password manager is Bitwarden, shared vault for the team."),
    ("en", "JWT expiry is 15 minutes; refresh tokens last 7 days."),
    ("en", "Private keys live in the HSM and never leave it."),
    ("en", "User prefers passphrases over complex passwords."),
    ("en", "The seed phrase is written on paper in the safe, not stored digitally."),
    ("en", "The password is changed monthly by the admin."),
    ("en", "Credit card payments go through Stripe Checkout."),
    ("en", "Authorization header must be sent over HTTPS only."),
    ("en", "The API key goes in the X-Api-Key header."),
    ("en", "Two-factor authentication uses the Authy app."),
    ("en", "password: see the team vault entry 'staging db'"),
    ("en", "The office wifi network is called Office-5G."),
    ("en", "Bearer tokens are validated by the gateway."),
    ("en", "Never paste credentials into chat."),
    ("en", "The Redis password env var is missing, which causes NOAUTH errors."),
    ("en", "The token is stored in the OS keychain."),
    ("en", "TOTP codes are six digits and change every 30 seconds."),
    ("zh", "密码至少要 12 位，每 90 天更换一次。"), ("zh", "WiFi 密码贴在路由器底部。"),
    ("zh", "不要把 API 密钥提交到仓库。"), ("zh", "密码在抽屉里的便签上。"), ("zh", "用户更喜欢用密码管理器。"),
    ("zh", "令牌有效期是一小时。"), ("zh", "私钥保存在硬件安全模块里。"), ("zh", "助记词抄在纸上放在保险箱里。"),
    ("ja", "パスワードは12文字以上にすること。"), ("ja", "パスワードは毎月変更する。"), ("ja", "APIキーはリポジトリに入れない。"),
    ("ja", "Wi-Fiのパスワードはルーターの裏に書いてある。"), ("ja", "トークンの有効期限は1時間。"),
    ("ja", "秘密鍵はHSMに保管している。"), ("ja", "暗証番号を3回間違えてロックされた。"), ("ja", "二段階認証はAuthyを使う。"),
    ("ko", "비밀번호는 12자 이상이어야 한다."), ("ko", "와이파이 비밀번호는 공유기 뒷면에 있다."),
    ("ko", "API 키는 저장소에 올리지 않는다."), ("ko", "비밀번호는 매달 바꾼다."), ("ko", "토큰 만료 시간은 한 시간이다."),
    ("ko", "개인 키는 HSM 에 보관한다."), ("ko", "2단계 인증은 Authy 앱을 쓴다."), ("ko", "비밀번호 관리자는 Bitwarden 이다."),
    ("en", "Redis 密码环境变量缺失,导致 NOAUTH 错误。"), ("en", "Port 8443, token bucket size 20"),
    ("en", "the password reset link expires in 24 hours"), ("en", "Keep the SSH key passphrase in the vault."),
    ("en", "My password is not the same as my email password anymore."),
    ("en", "The API token is issued per project, ask Dana for one."),
]


def _dealt(templates: list[tuple[str, str]], split: int, rotation: int) -> list[tuple[str, str]]:
    """This split's templates: alternate ones, the phase rotated per kind so every language is in both splits."""
    return [t for i, t in enumerate(templates) if (i + rotation) % 2 == split]


def _items(split: int) -> list[dict]:
    rng = random.Random(7919 + split)
    out: list[dict] = []
    for k, (kind, templates) in enumerate(SECRET_TEMPLATES.items()):
        for lang, template in _dealt(templates, split, k):
            for _ in range(PER_TEMPLATE):
                value = VALUES[kind](rng)
                out.append({"text": template.format(v=value), "secret": True, "kind": kind, "lang": lang, "value": value})
    for k, (kind, templates) in enumerate(BENIGN_TEMPLATES.items()):
        for lang, template in _dealt(templates, split, k):
            for _ in range(PER_TEMPLATE):
                out.append({"text": template.format(v=BENIGN_VALUES[kind](rng)), "secret": False, "kind": kind, "lang": lang})
    for lang, text in BENIGN_PROSE[split::2]:
        out.append({"text": text, "secret": False, "kind": "security prose", "lang": lang})
    return out


def write(directory: Path = DATA_DIR) -> dict[str, int]:
    """Write both splits; returns the number of lines per split."""
    counts = {}
    for name, split in SPLITS.items():
        items = _items(split)
        path = directory / f"secrets_{name}.jsonl"
        path.write_text("".join(json.dumps(item, ensure_ascii=False) + "\n" for item in items), encoding="utf-8")
        counts[name] = len(items)
    return counts


if __name__ == "__main__":
    print(write())
