"""Words saying a password or code was changed ("geändert", "cambiado", "поменял", "değiştirdim", "改了", ~35 languages): one table, shared by the readers that look for it."""

from __future__ import annotations

# A regex alternation (no groups, no anchors): each reader adds its own bounds. `secret_login_changed` reads a whole
# word ("I changed it: Brezel-Weisswurst-2024"); `secret_locks` reads a prefix after a year ("Code: 2024 erneuert").
# A stem with `[^\W\d_]*` covers its endings ("cambiad" → cambiado, cambiada; "измен" → изменил, изменён).
CHANGED = (
    r"erneuert|geändert|geaendert|gewechselt|umgestellt|changed|updated|renewed|changé|changée|modifié|cambié"
    r"|cambiad[^\W\d_]*|cambiat[^\W\d_]*|mudei|mudado|mudada|alterei|troquei|zmieniłe[mś]|zmieniłam|zmienion[^\W\d_]*"
    r"|поменял[аи]?|сменил[аи]?|измен[^\W\d_]*|veranderd|gewijzigd|değiş[^\W\d_]*|bytte|byttet|ändrad[^\W\d_]*|endret"
    r"|endra|skiftet|ændrede|ændret|vaihd[^\W\d_]*|megváltoz[^\W\d_]*|átállítottam|změnil[ai]?|změněn[^\W\d_]*"
    r"|zmenil[ai]?|schimbat|am\s+schimbat|άλλαξ[^\W\d_]*|שיניתי|غيرت|عوضت|تغییر\s+دادم|عوض\s+کردم|बदल\s+दिया|बदल\s+दी"
    r"|đã\s+đổi|đổi\s+rồi|mengganti(?:nya)?|menukar(?:nya)?|sudah\s+(?:saya\s+)?ganti|nimebadilisha|binago\s+ko|改了"
    r"|改成了?|変えた|変更した|바꿨어|변경했어"
)

# Words saying a password or device was reset to its factory state; a reader adds them to CHANGED where a reset also
# retires a default ("the router was reset", "zurückgesetzt").
RESET = r"reset|zurückgesetzt|réinitialisé|restablec\w*"
