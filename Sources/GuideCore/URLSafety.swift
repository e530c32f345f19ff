/// The one check for every URL a page or directive puts in an attribute (`href`, `src`,
/// `poster`…): schemes that run code when clicked or loaded are dropped.
public enum URLSafety {
    /// The URL as written, or empty when its scheme can run code — in every mode: allowing raw
    /// HTML is a choice about markup, not about links that run scripts when clicked. `image`
    /// allows `data:` URLs of raster images (an image's source); no other `data:` URL passes.
    public static func safe(_ url: String, image: Bool = false) -> String {
        // Browsers drop tabs and newlines anywhere in a URL and spaces and control characters
        // around it (`java\tscript:` runs), so the scheme is read the same way.
        let lower = String(String.UnicodeScalarView(url.unicodeScalars.filter { $0.value > 0x20 })).lowercased()
        if lower.hasPrefix("javascript:") || lower.hasPrefix("vbscript:") || lower.hasPrefix("file:") { return "" }
        if lower.hasPrefix("data:") {
            let allowed = ["data:image/png", "data:image/gif", "data:image/jpeg", "data:image/webp"]
            return image && allowed.contains(where: lower.hasPrefix) ? url : ""
        }
        return url
    }
}
